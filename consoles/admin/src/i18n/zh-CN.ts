import { countryNames } from './countryNames';
import type { ConsoleMessages } from './ja';

export const zhCN: ConsoleMessages = {
  packlens: {
    title: 'Packlens 管理控制台',
    auth: {
      super_admin_only: '此控制台仅供超级管理员使用。请使用超级管理员账户登录。',
    },
    countries: countryNames('zh-CN'),
  },
  resources: {
    clients: {
      name: '客户',
      list_title: '客户列表',
      fields: {
        id: 'ID',
        group_id: '组 ID',
        company: '公司名称',
        department: '部门',
        account_type: '账户类型',
        country: '国家/地区',
        address: '地址',
        telephone: '电话',
        owner_name: '管理员',
        plan_name: '套餐',
        max_images: '图片上限',
        mfa_enabled: '多因素认证',
        status: '状态',
        user_count: '用户数',
        registered_at: '注册时间',
        q: '搜索',
      },
      account_types: { corporation: '企业', personal: '个人' },
      statuses: { valid: '有效', invalid: '无效', lock: '已锁定' },
    },
  },
  ra: {
    auth: { username: '邮箱' },
  },
};
