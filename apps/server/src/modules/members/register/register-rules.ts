/** Optional profile fields and the column each is kept in. */
export const PROFILE_FIELDS = {
  payeeName: 'payee_name',
  email: 'email',
  qqNum: 'qq_num',
  line: 'line',
  whatsapp: 'whatsapp',
  facebook: 'facebook',
  wechat: 'wechat',
  idNumber: 'id_number',
  recommenderId: 'recommender_id',
} as const;
export type ProfileField = keyof typeof PROFILE_FIELDS;
