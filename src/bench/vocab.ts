/**
 * Word lists for the synthetic memory generator. Kept apart from the generator so the shapes
 * of the texts (in `synthetic.ts`) read without scrolling past vocabulary.
 */

/** English first names. */
export const FIRST = (
  'Alice Bruno Chen Dana Elif Farid Greta Hiro Ines Jonas Kira Luca Maya Nadia Omar Priya Quinn Rosa Sven Tara ' +
  'Umar Vera Wei Ximena Yusuf Zoe Amara Bao Cyrus Dmitri Esme Felix Gita Hugo Ivy Jun Kofi Lena Mateo Noor'
).split(' ');

/** English family names. */
export const LAST = (
  'Abbott Baker Castillo Dubois Eriksen Fischer Garcia Haddad Ito Jansen Kowalski Lindqvist Moreau Nakamura Okafor ' +
  'Petrov Quispe Rossi Schmidt Tanaka Ueda Varga Weber Xu Yilmaz Zhang Alvarez Brennan Costa Dalton'
).split(' ');

/** Syllables for made-up project, company and place names (so subjects keep growing with N). */
export const SYLLABLES = (
  'ka lo mir van te sol ri dun ae bel cor fen gal hul is jor kel mun nor pax qua ros sen tor ul vex wyn yar zel ob'
).split(' ');

/** Kinds of named things a memory can be about, with a noun for the template. */
export const THING_KINDS = ['project', 'service', 'company', 'team', 'repository', 'client', 'restaurant', 'hotel'];

/** Properties of people. */
export const PERSON_PROPS = [
  'home city', 'employer', 'job title', 'favourite colour', 'phone number', 'birthday', 'dentist', 'car',
  'preferred language', 'manager', 'office', 'email address', 'shoe size', 'favourite band', 'gym', 'partner',
];

/** Properties of things. */
export const THING_PROPS = [
  'owner', 'deadline', 'budget', 'status', 'primary database', 'deploy region', 'on-call engineer', 'version',
  'address', 'opening hours', 'contract renewal date', 'main contact', 'ticket queue', 'license',
];

/** Values, by loose type. */
export const CITIES = (
  'Lisbon Nairobi Osaka Toronto Bergen Quito Hanoi Tallinn Porto Lagos Seattle Kraków Valparaíso Chengdu Leeds ' +
  'Montréal Tbilisi Dakar Brisbane Ljubljana Kyoto Accra Bilbao Halifax'
).split(' ');
/** Colours. */
export const COLOURS = 'teal crimson ochre navy sage coral indigo amber lilac charcoal'.split(' ');
/** Employers and vendors. */
export const COMPANIES = 'Acme Globex Initech Umbrella Hooli Stark Wayne Tyrell Cyberdyne Soylent Vandelay Wonka'.split(' ');
/** Job titles. */
export const TITLES = ['staff engineer', 'product manager', 'data scientist', 'nurse', 'teacher', 'architect', 'SRE lead', 'designer'];
/** Status words. */
export const STATUSES = ['on track', 'blocked', 'at risk', 'shipped', 'paused', 'in review'];
/** Databases. */
export const DATABASES = ['PostgreSQL 16', 'MySQL 8', 'SQLite', 'MongoDB 7', 'Redis', 'ClickHouse', 'DynamoDB'];
/** Cloud regions. */
export const REGIONS = ['eu-west-1', 'us-east-2', 'ap-northeast-1', 'eu-central-1', 'sa-east-1', 'us-west-2'];
/** Months. */
export const MONTHS = 'January February March April May June July August September October November December'.split(' ');
/** Weekdays. */
export const DAYS = 'Monday Tuesday Wednesday Thursday Friday'.split(' ');

/** Things a user can prefer. */
export const PREFS = [
  'dark mode', 'tabs over spaces', 'window seats', 'oat milk', 'vegetarian food', 'early meetings', 'short answers',
  'metric units', 'TypeScript', 'Rust', 'jazz while working', 'trains over planes', 'green tea', 'aisle seats',
  'bullet points', 'British spelling', 'quiet hotels', 'spicy food', 'async standups', 'Vim key bindings',
];

/** Actions for meeting notes and lessons. */
export const ACTIONS = [
  'migrate the billing tables', 'rotate the API keys', 'freeze the schema', 'hire a second designer',
  'move the launch date', 'split the monolith', 'add load tests', 'renew the TLS certificates', 'archive old tickets',
  'raise the cache TTL', 'write the postmortem', 'drop the legacy endpoint',
];

/** Shell commands for lessons. */
export const COMMANDS = ['npm ci', 'make migrate', 'terraform plan', 'kubectl rollout status', 'pytest -x', 'cargo build --release'];

/** Chinese given names. */
export const ZH_NAMES = '王伟 李娜 张敏 刘洋 陈静 杨帆 赵磊 黄丽 周杰 吴霞 徐明 孙涛 马琳 朱红 胡斌 郭靖'.split(' ');
/** Chinese properties. */
export const ZH_PROPS = ['住址', '公司', '生日', '电话', '职位', '爱好', '车', '邮箱'];
/** Chinese values. */
export const ZH_VALUES = ['北京', '上海', '深圳', '杭州', '成都', '腾讯', '阿里巴巴', '工程师', '老师', '篮球', '游泳', '书法', '特斯拉', '比亚迪'];
/** Things a Chinese-speaking user likes. */
export const ZH_PREFS = ['喝绿茶', '吃火锅', '坐靠窗的位置', '早上开会', '用深色主题', '听爵士乐', '简短的回答', '坐高铁'];
