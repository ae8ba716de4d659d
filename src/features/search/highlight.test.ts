import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

describe('highlightParts', () => {
  it('flags every match of every term, case-insensitively, inside Chinese and English text', () => {
    expect(highlightParts('信息安全培训课件', ['安全'])).toEqual([
      { text: '信息', hit: false },
      { text: '安全', hit: true },
      { text: '培训课件', hit: false },
    ]);
    expect(highlightParts('Excel 数据分析 excel', ['EXCEL', '分析'])).toEqual([
      { text: 'Excel', hit: true },
      { text: ' 数据', hit: false },
      { text: '分析', hit: true },
      { text: ' ', hit: false },
      { text: 'excel', hit: true },
    ]);
  });

  it('prefers the longer term, takes pattern characters literally, and leaves text without terms whole', () => {
    expect(highlightParts('学习地图', ['学习', '学习地图'])).toEqual([{ text: '学习地图', hit: true }]);
    expect(highlightParts('完成率 98% (a+b)', ['98%', '(a+b)']).filter((p) => p.hit).map((p) => p.text)).toEqual(['98%', '(a+b)']);
    expect(highlightParts('无匹配', ['x'])).toEqual([{ text: '无匹配', hit: false }]);
    expect(highlightParts('', ['x'])).toEqual([]);
  });
});
