import type { Db } from '../core/db/database.js';

/** The library's categories and the demo documents (seeded by the home step, by name) in each. */
const CATEGORIES: { name: string; name_en: string; documents: string[] }[] = [
  { name: '制度规范', name_en: 'Policies', documents: ['员工手册（2026版）', '差旅报销管理办法', '前端编码规范'] },
  { name: '培训资料', name_en: 'Training material', documents: ['信息安全培训课件', '新员工入职指南', '常用快捷键速查', '客户服务话术'] },
  { name: '模板表格', name_en: 'Templates and forms', documents: ['季度销售数据模板', '年度培训预算表', '会议纪要模板', '项目周报模板'] },
  { name: '汇报材料', name_en: 'Reports', documents: ['产品路线图季度汇报'] },
];

export async function seedLibrary(db: Db): Promise<void> {
  for (const [sort, category] of CATEGORIES.entries()) {
    const row = await db.insertInto('library_categories').values({ name: category.name, name_en: category.name_en, sort }).returning('id').executeTakeFirstOrThrow();
    await db.updateTable('library_items').set({ category_id: row.id }).where('name', 'in', category.documents).execute();
  }
}
