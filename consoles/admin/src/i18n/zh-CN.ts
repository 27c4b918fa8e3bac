import { countryNames, languageNames, planNames } from './catalogueNames';
import { planMessages } from '../plans/messages';
import { aiProviderMessages } from '../aiProviders/messages';
import { apiKeyMessages } from '../apiKeys/messages';
import { learningDataMessages } from '../learningData/messages';
import { modelVersionMessages } from '../modelVersions/messages';
import { trainingRunMessages } from '../trainingRuns/messages';
import { devMailMessages } from '../devMail/messages';
import { salesMessages } from '../sales/messages';
import { settingsMessages } from '../settings/messages';
import type { ConsoleMessages } from './ja';

export const zhCN: ConsoleMessages = {
  packlens: {
    title: 'Packlens 管理控制台',
    auth: {
      super_admin_only: '此控制台仅供超级管理员使用。请使用超级管理员账户登录。',
    },
    countries: countryNames('zh-CN'),
    plans: planNames('zh-CN'),
    languages: languageNames,
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
        owner_name: '负责人姓名',
        administrator: '管理员账户',
        plan_name: '套餐',
        max_images: '图片上限',
        mfa_enabled: '多因素认证',
        status: '状态',
        user_count: '用户数',
        registered_at: '注册时间',
        headquarters: '总部所在地',
        zip_code: '邮政编码',
        building: '楼宇名称',
        plan_id: '套餐',
        plan_expires_at: '套餐到期时间',
        mfa_phone: '多因素认证电话',
        request_payment: '请求付款',
        cancelled_at: '解约时间',
        admin_email: '管理员邮箱（登录ID）',
        admin_name: '管理员姓名',
        admin_language: '邀请邮件的语言',
        q: '搜索',
      },
      sections: {
        company: '公司信息',
        address: '地址与电话',
        contract: '合同',
        security: '安全',
        administrator: '管理员账户（与客户同时创建）',
      },
      helpers: {
        telephone: '仅数字，不带连字符',
        request_payment: '免费和试用套餐也显示付款金额。',
        mfa_enabled: '每次登录时通过邮件发送验证码。',
        owner_name: '合同上的公司代表人，不是登录账户。',
        administrator: '将通过邮件向管理员发送设置密码的链接（24小时内有效）。',
      },
      actions: {
        export_csv: '下载 CSV',
        export_temporary_emails: '导出临时注册邮箱',
      },
      no_administrator: '无管理员账户',
      account_types: { corporation: '企业', personal: '个人' },
      statuses: { valid: '有效', invalid: '无效', cancelled: '已解约' },
    },
    ...planMessages['zh-CN'],
    ...settingsMessages['zh-CN'],
    ...salesMessages['zh-CN'],
    ...devMailMessages['zh-CN'],
    ...aiProviderMessages['zh-CN'],
    ...apiKeyMessages['zh-CN'],
    ...learningDataMessages['zh-CN'],
    ...trainingRunMessages['zh-CN'],
    ...modelVersionMessages['zh-CN'],
  },
  ra: {
    auth: { username: '邮箱' },
  },
};
