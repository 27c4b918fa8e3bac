import type { ShelfMessages } from './shelf.ja';

/** Simplified Chinese texts of the shelf evaluation and of My page's project list. */
export const shelfZhCN: ShelfMessages = {
  shelf: {
    actions: {
      newProject: '登记新的货架评估',
      oldProjects: '历史货架评估',
    },
    entry: {
      lead: '通过店铺货架的照片，用热图查看视线集中在哪些商品上。',
      newTitle: '新的货架评估',
      menuNote: '货架评估计算“货架热图评估”（无需选择菜单）。',
      howTitle: '货架评估的流程',
      how: {
        register: '登记项目名称和部门。',
        segments: '选择细分群体（记录在报告的标题中）。',
        images: '上传最多{{max}}张货架照片（每张{{maxMb}}MB以内）并计算。',
        boxes: '在结果照片上为每件商品画框并保存，即可显示各商品获得的视线比例。',
      },
    },
    list: {
      allProjects: '查看全部项目',
    },
    segments: {
      lead: '请选择要记录在报告中的细分群体（最多{{max}}个）。',
      sameMap: '货架热图（视线的分布）对所有细分群体都相同。所选细分群体会记录在报告的标题中。',
    },
    images: {
      lead: '请选择货架照片：jpg / jpeg / png / pdf，每张{{maxMb}}MB以内，最多{{max}}张。',
      drop: '将货架照片拖放到此处',
    },
    confirm: {
      boxesAfter: '商品框在计算完成后于结果页面绘制。',
    },
    result: {
      heatmapModel: '热图模型：{{version}}',
    },
    boxes: {
      hint: '在照片上拖动即可绘制商品框。拖动框可移动，拖动所选框的角可调整大小，按Delete键可删除。保存后显示各框获得的视线比例。',
      stage: '“{{name}}”上的商品框',
      pixels: '原图 {{width}} × {{height}} px',
      title: '商品框与视线比例',
      none: '还没有框。请在照片上拖动绘制。',
      tooMany: '每张照片最多{{max}}个框。',
      defaultLabel: '商品{{number}}',
      label: '标签',
      delete: '删除框{{number}}',
      sharePending: '保存后显示',
      total: '所有框合计：{{share}}',
      unsaved: '有未保存的更改。',
      saved: '已保存。视线比例已更新。',
      save: '保存商品框',
      reset: '撤销更改',
    },
  },
  myProjects: {
    title: '项目列表',
    all: '查看全部历史项目',
    summaryReport: '综合报告',
    downloads: 'PDF',
    downloadsOf: '“{{name}}”的PDF报告',
    more: '显示最新的{{shown}}条（共{{total}}条）。',
  },
};
