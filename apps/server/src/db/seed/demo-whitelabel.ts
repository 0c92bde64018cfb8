import type { WhitelabelNode } from '@wl/contract/system/whitelabel';
import type { RegisterSettings } from '@wl/contract/system/register-settings';

/**
 * The demo merchant's module tree and registration rules. Children are grouped under the
 * module that owns them, so switching a parent off (e.g. AGENTCENTER3) switches its features
 * off with it (flattenWhitelabel).
 */
type Spec = [modId: string, on: boolean, children?: Spec[]];

function tree(specs: Spec[]): WhitelabelNode[] {
  return specs.map(([modId, on, children = []]) => ({
    modId,
    enabled: on ? '1' : '0',
    childrenNodes: tree(children),
  }));
}

export const DEMO_WHITELABEL: WhitelabelNode[] = tree([
  ['COMM3', true],
  ['FEEDBACK3', true],
  ['LOGINREQUIRED3', false],
  [
    'REG3',
    true,
    [
      ['USERNAMEREG3', true],
      ['MOBILENUMREG3', true, [['MOBILENUMPASSREG3', true]]],
      ['REGMOBVERF3', false],
      ['CAPTCHA3', true],
      ['GEETEST3', false],
      ['AFFMAN3', true],
      ['AGEANNOUNCE3', true],
    ],
  ],
  [
    'PASS3',
    true,
    [
      ['FREEPLAY3', true],
      ['MOBILEVERCODELOGIN3', true],
      ['LOGINIPVERF3', false],
      ['PWDEXPFORCECHANGE3', false],
      ['CHNGPASSVERIF3', true],
      ['PWRESETSMS3', true],
      ['VERIFICATION3', true],
    ],
  ],
  [
    'GAMELO3',
    true,
    [
      ['GAMELOREC3', true],
      ['GAMELOHOT3', true],
      ['GAMELOFAV3', true],
    ],
  ],
  [
    'MEMBERCENTER3',
    true,
    [
      ['PROFPIC3', true],
      ['FUNDTRANS3', true],
      ['DPSTBAS3', true],
      ['MEMTRANS3', true],
      ['TRANSFERUPLINE3', true],
      ['PAYMENTPASS3', true, [['WDRAWNOPASSVERIF3', false]]],
      ['REWCEN3', true],
      ['REFERRAL3', true],
      ['INBOX3', true],
      ['PTSYS3', true],
      ['CBS3', true],
    ],
  ],
  [
    'AGENTCENTER3',
    true,
    [
      [
        'AGENTPOLICY3',
        true,
        [
          ['DIVIDEND3', true, [['SIGNCONDIV3', true]]],
          ['SALARY3', true, [['DAILYSALCONT3', true]]],
          ['HOURSAL3', true],
          ['RTSALARY3', true],
        ],
      ],
    ],
  ],
]);

function rule(
  enabled: boolean,
  required: boolean,
  patternId: number,
  minLength: number,
  maxLength: number,
  acceptedPattern: string,
) {
  return { enabled, required, patternId, minLength, maxLength, acceptedPattern };
}

/** Pattern ids follow reference-original-api.md §4.3 (messages reg_pattern_<id>). */
export const DEMO_REGISTER_CONFIG: RegisterSettings = {
  username: rule(true, true, 1, 2, 15, '^[A-Za-z][A-Za-z0-9]*$'),
  password: rule(true, true, 5, 6, 20, '^(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7E]+$'),
  payeeName: rule(true, false, 0, 2, 50, '*'),
  paymentPassword: rule(true, false, 6, 6, 6, '^[0-9]+$'),
  qqNum: rule(true, false, 6, 5, 12, '^[0-9]+$'),
  line: rule(true, false, 9, 1, 50, '^\\S+$'),
  whatsapp: rule(true, false, 6, 6, 15, '^[0-9]+$'),
  facebook: rule(true, false, 9, 1, 50, '^\\S+$'),
  wechat: rule(true, false, 9, 1, 50, '^\\S+$'),
  idNumber: rule(true, false, 14, 4, 30, '^[A-Za-z0-9]+$'),
  email: rule(true, false, 3, 5, 100, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$'),
  mobileNum: rule(true, false, 6, 6, 15, '^[0-9]+$'),
  affiliateCode: rule(true, false, 14, 4, 20, '^[A-Za-z0-9]+$'),
  captcha: rule(true, true, 4, 4, 8, '^[A-Za-z0-9]+$'),
  recommenderId: rule(true, false, 1, 2, 15, '^[A-Za-z][A-Za-z0-9]*$'),
};
