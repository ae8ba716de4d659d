/** 共享的图片上传与图片查看组件。Same keys in media.en-US.ts. */
export const mediaZhCN = {
  uploader: {
    add: '添加图片',
    remove: '移除第 {{n}} 张图片',
    dismiss: '关闭',
    imageAlt: '已上传的第 {{n}} 张图片',
    uploading: '正在上传 {{name}}：{{progress}}%',
    remaining_one: '还可以上传 {{count}} 张（最多 {{max}} 张）',
    remaining_other: '还可以上传 {{count}} 张（最多 {{max}} 张）',
  },
  imageViewer: {
    title: '图片 {{n}}/{{total}}',
    alt: '图片 {{n}}/{{total}}',
    open: '查看图片 {{n}}/{{total}}',
    previous: '上一张',
    next: '下一张',
  },
};
