/**
 * Attributes of a person, named in many languages: where they live and grew up, their birthday,
 * partner and relatives, pets, doctor, bank, insurer, employer and job, allergies, blood group,
 * diet, how they get to work, the instrument they play — the properties a profile of a person
 * holds (schema.org's Person and a patient or customer record), written from general knowledge of
 * the languages, never from data rows. A less trusted record about the user in one language is
 * compared with what the user said in another by these concepts: "группа крови" and "blood type"
 * name one attribute, "violino" and "cello" are two values of one closed class.
 *
 * Three kinds of concept: an attribute (`residence`, one value at a time when `exclusive`), a
 * relation (the attribute belongs to someone related to the person: "my sister lives in …"), and a
 * value of a closed class (`commute:bike`, `instrument:cello`), whose class — the attribute it is a
 * value of — is the part before the colon. Matched with the shared concept matcher (concepts.ts): words, phrases, `*` prefixes, and
 * substrings in scripts written without spaces.
 */
import { compileLexicon, conceptsOf, type ConceptLexicon } from './concepts.js';
import { FIELD_LABELS } from './field-labels.js';
import type { LexiconEntry } from './lexicon-defaults.js';
import type { Sentence } from './types.js';
import { MORE_ATTRIBUTE_WORDS } from './attribute-words.js';
import { PERSON_WORDS } from './person-words.js';
import { PROVIDER_WORDS } from './provider-words.js';
import { MORE_PROVIDER_WORDS } from './provider-words-2.js';
import { NEGATOR_WORDS } from './negator-words.js';

/** How an attribute concept behaves. */
interface AttributeInfo {
  /** One value at a time per person (one home, one birthday, one blood group). */
  exclusive: boolean;
  /** Names a person related to the subject (the attribute is theirs, not the subject's). */
  relation?: boolean;
  /**
   * Its values are things the person must keep away from (an allergen, what they cannot digest):
   * "gluten-free", "nut-free" state it rather than deny it.
   */
  avoided?: boolean;
  /**
   * A business the person uses (a pharmacy, a gym): its word is often part of the business's name
   * ("Quarry Hill Pharmacy"), which every text about the business repeats.
   */
  provider?: boolean;
}

export const ATTRIBUTES: Record<string, AttributeInfo> = {
  residence: { exclusive: true },
  birthplace: { exclusive: true },
  birthday: { exclusive: true },
  partner: { exclusive: true, relation: true },
  sibling: { exclusive: false, relation: true },
  parent: { exclusive: false, relation: true },
  child: { exclusive: false, relation: true },
  manager: { exclusive: true, relation: true },
  landlord: { exclusive: true, relation: true },
  pet: { exclusive: false, relation: true },
  friend: { exclusive: false, relation: true },
  colleague: { exclusive: false, relation: true },
  neighbour: { exclusive: false, relation: true },
  doctor: { exclusive: true },
  dentist: { exclusive: true },
  bank: { exclusive: true },
  insurer: { exclusive: true },
  employer: { exclusive: true },
  job: { exclusive: true },
  allergy: { exclusive: false, avoided: true },
  bloodgroup: { exclusive: true },
  diet: { exclusive: true },
  commute: { exclusive: true },
  instrument: { exclusive: false },
  handedness: { exclusive: true },
  smoking: { exclusive: true },
  marital: { exclusive: true },
  seat: { exclusive: true },
  shoesize: { exclusive: true },
  vehicle: { exclusive: true },
  alcohol: { exclusive: true },
  medication: { exclusive: false },
  nationality: { exclusive: true },
  education: { exclusive: true },
  sleep: { exclusive: true },
  eyesight: { exclusive: true },
  intolerance: { exclusive: false, avoided: true },
  bicycle: { exclusive: true },
  team: { exclusive: true },
  anniversary: { exclusive: true },
  height: { exclusive: true },
  weight: { exclusive: true },
  phone: { exclusive: true },
  salary: { exclusive: true },
  timezone: { exclusive: true },
  language: { exclusive: false },
  school: { exclusive: true },
  clothingsize: { exclusive: true },
  hobby: { exclusive: false },
  subscription: { exclusive: true },
  schedule: { exclusive: false },
  emergency: { exclusive: true, relation: true },
  // The providers a person regularly uses, one at a time (provider-words.ts).
  pharmacy: { exclusive: true, provider: true },
  gym: { exclusive: true, provider: true },
  hairdresser: { exclusive: true, provider: true },
  vet: { exclusive: true, provider: true },
  optician: { exclusive: true, provider: true },
  mechanic: { exclusive: true, provider: true },
  // And (provider-words-2.ts) the café, the airline and the mobile carrier a person uses; the shops
  // they buy food at and the clubs they belong to are several.
  cafe: { exclusive: true, provider: true },
  airline: { exclusive: true, provider: true },
  carrier: { exclusive: true, provider: true },
  grocer: { exclusive: false, provider: true },
  club: { exclusive: false, provider: true },
};

/** Core attributes in more languages (Swedish, Turkish, Polish, Arabic, Hindi, Vietnamese, Indonesian), merged into the lexicons below. */
const MORE_LANGUAGES: Record<string, LexiconEntry> = {
  residence: {
    sv: ['bor i', 'adress', 'bostadsort', 'hemort'], tr: ['ikamet', 'adres', 'yaşıyor', 'oturuyor', 'ikametgah'], pl: ['mieszka w', 'mieszkam w', 'adres', 'miejsce zamieszkania'],
    ar: ['يسكن في', 'تسكن في', 'العنوان', 'مكان الإقامة', 'محل الإقامة'], hi: ['रहता है', 'रहती है', 'पता', 'निवास'], vi: ['sống ở', 'địa chỉ', 'nơi ở'], id: ['tinggal di', 'alamat', 'domisili'],
  },
  birthplace: {
    sv: ['född i', 'födelseort'], tr: ['doğum yeri', 'doğduğu yer'], pl: ['urodził się w', 'urodziła się w', 'miejsce urodzenia'], ar: ['مكان الميلاد', 'ولد في', 'ولدت في'],
    hi: ['जन्मस्थान', 'जन्म स्थान'], vi: ['nơi sinh', 'sinh ra ở'], id: ['tempat lahir', 'lahir di'],
  },
  birthday: {
    sv: ['födelsedag', 'födelsedatum', 'född den'], tr: ['doğum tarihi', 'doğum günü'], pl: ['data urodzenia', 'urodziny'], ar: ['تاريخ الميلاد', 'عيد ميلاد'],
    hi: ['जन्मतिथि', 'जन्म तिथि', 'जन्मदिन'], vi: ['ngày sinh', 'sinh nhật'], id: ['tanggal lahir', 'ulang tahun'],
  },
  employer: {
    sv: ['arbetsgivare', 'arbetar på', 'jobbar på'], tr: ['işveren', 'çalıştığı şirket', 'çalıştığı kurum'], pl: ['pracodawca', 'pracuje w', 'pracuję w'], ar: ['جهة العمل', 'صاحب العمل', 'يعمل في', 'تعمل في'],
    hi: ['नियोक्ता', 'काम करता है', 'काम करती है'], vi: ['làm việc tại', 'nơi làm việc', 'công ty'], id: ['bekerja di', 'tempat kerja', 'perusahaan'],
  },
  job: {
    sv: ['yrke', 'befattning', 'arbetar som', 'jobbar som'], tr: ['meslek', 'mesleği', 'pozisyon', 'unvan'], pl: ['zawód', 'stanowisko', 'pracuje jako', 'pracuję jako'], ar: ['المهنة', 'الوظيفة', 'المسمى الوظيفي'],
    hi: ['पेशा', 'व्यवसाय', 'पद'], vi: ['nghề nghiệp', 'chức vụ'], id: ['pekerjaan', 'profesi', 'jabatan'],
  },
};

/**
 * More attributes of a person's profile (a patient, customer or applicant record): citizenship,
 * where they studied, when they sleep, their eyesight, food intolerances, their bicycle, the club
 * they support, their wedding anniversary, height and weight — in the languages above.
 */
const MORE_ATTRIBUTES: Record<string, LexiconEntry> = {
  nationality: {
    en: ['nationality', 'citizenship', 'citizen of', 'passport country'], es: ['nacionalidad', 'ciudadanía'], fr: ['nationalité', 'citoyenneté'], de: ['staatsangehörigkeit', 'nationalität', 'staatsbürgerschaft'],
    it: ['nazionalità', 'cittadinanza'], pt: ['nacionalidade', 'cidadania'], nl: ['nationaliteit', 'staatsburgerschap'], ru: ['гражданство', 'национальность'], zh: ['国籍'], ja: ['国籍'], ko: ['국적'],
    sv: ['medborgarskap', 'nationalitet'], tr: ['uyruk', 'uyruğu', 'vatandaşlık'], pl: ['obywatelstwo', 'narodowość'], ar: ['الجنسية'], hi: ['राष्ट्रीयता', 'नागरिकता'], vi: ['quốc tịch'], id: ['kewarganegaraan'],
  },
  // Where one studied: the school or university and the degree are the value.
  education: {
    en: ['education', 'studied', 'alma mater', 'graduated', 'degree from', 'university degree', 'university', 'college'], es: ['universidad', 'formación académica', 'estudios', 'estudió en', 'estudié en', 'licenciado en', 'licenciada en'],
    fr: ['université', 'formation', 'études', 'diplômé de', 'diplômée de', 'a étudié à'], de: ['universität', 'hochschule', 'ausbildung', 'studium', 'studierte', 'studiert an', 'hochschulabschluss', 'bildungsweg'], it: ['università', 'istruzione', 'formazione', 'laurea', 'ha studiato a', 'laureato', 'laureata'],
    pt: ['universidade', 'formação', 'escolaridade', 'graduação', 'estudou em', 'formado em', 'formada em'], nl: ['universiteit', 'hogeschool', 'opleiding', 'studeerde', 'afgestudeerd', 'studie'], ru: ['университет*', 'образование', 'окончил', 'окончила', 'учился в', 'училась в'],
    zh: ['学历', '毕业于', '毕业院校', '教育背景', '大学'], ja: ['学歴', '出身校', '卒業', '大学'], ko: ['학력', '졸업', '출신 학교', '대학교'],
    sv: ['utbildning', 'studerade', 'examen från'], tr: ['eğitim', 'mezun olduğu', 'öğrenim'], pl: ['wykształcenie', 'studiowała', 'studiował', 'ukończyła', 'ukończył'], ar: ['التعليم', 'المؤهل العلمي', 'تخرج من', 'تخرجت من'],
  },
  // When one goes to bed and gets up: the times are the value.
  sleep: {
    en: ['bedtime', 'go to bed', 'goes to bed', 'went to bed', 'wake up', 'wakes up', 'woke up', 'get up', 'gets up', 'sleep schedule', 'fall asleep', 'falls asleep', 'get up at', 'gets up at', 'wake-up time', 'wake up at', 'wakes up at', 'sleep duration'],
    es: ['hora de dormir', 'me acuesto', 'se acuesta', 'me levanto', 'se levanta', 'horario de sueño'], fr: ['heure du coucher', 'me couche', 'se couche', 'heure du lever', 'me lève', 'se lève', 'sommeil'],
    de: ['schlafenszeit', 'zubettgehzeit', 'gehe ins bett', 'geht ins bett', 'stehe auf', 'steht auf', 'aufstehzeit', 'schlafdauer'], it: ['ora di andare a letto', 'vado a letto', 'va a letto', 'mi alzo', 'si alza', 'sonno'],
    pt: ['hora de dormir', 'vou dormir', 'vai dormir', 'me levanto', 'se levanta', 'sono'], nl: ['bedtijd', 'naar bed', 'sta op', 'staat op', 'slaapduur', 'slaaptijd'], ru: ['отход ко сну', 'ложусь спать', 'ложится спать', 'встаю', 'встаёт', 'встает', 'сон'],
    zh: ['睡觉时间', '就寝', '入睡', '起床时间', '睡眠'], ja: ['就寝', '起床時刻', '睡眠', '寝る時間'], ko: ['취침', '기상 시각', '기상 시간', '수면'],
    sv: ['läggdags', 'går och lägger mig', 'sömn'], tr: ['yatış saati', 'uyku', 'kalkış saati'], pl: ['pora snu', 'sen', 'godzina pobudki'],
  },
  // Eyesight: short- and long-sighted are values of one class.
  eyesight: {
    en: ['eyesight', 'vision', 'glasses prescription', 'refraction'], es: ['vista', 'visión', 'graduación'], fr: ['vue', 'vision', 'correction visuelle'], de: ['sehkraft', 'sehstärke', 'sehvermögen'],
    it: ['vista', 'visione', 'gradazione'], pt: ['visão', 'vista', 'grau'], nl: ['zicht', 'gezichtsvermogen', 'sterkte'], ru: ['зрение'], zh: ['视力', '度数'], ja: ['視力'], ko: ['시력'],
  },
  'eyesight:myopia': {
    en: ['short-sighted', 'short sighted', 'nearsighted', 'near-sighted', 'myopia', 'myopic'], es: ['miopía', 'miope'], fr: ['myopie', 'myope'], de: ['kurzsichtig', 'kurzsichtigkeit'], it: ['miopia', 'miope'],
    pt: ['miopia', 'míope'], nl: ['bijziend', 'bijziendheid'], ru: ['близорук*'], zh: ['近视'], ja: ['近視', '近眼'], ko: ['근시'], sv: ['närsynt', 'närsynthet'], tr: ['miyop'], pl: ['krótkowzroczn*'],
  },
  'eyesight:hyperopia': {
    en: ['long-sighted', 'long sighted', 'farsighted', 'far-sighted', 'hyperopia', 'hypermetropia'], es: ['hipermetropía', 'hipermétrope'], fr: ['hypermétropie', 'hypermétrope'], de: ['weitsichtig', 'weitsichtigkeit'],
    it: ['ipermetropia', 'ipermetrope'], pt: ['hipermetropia', 'hipermétrope'], nl: ['verziend', 'verziendheid'], ru: ['дальнозорк*'], zh: ['远视'], ja: ['遠視'], ko: ['원시'], sv: ['översynt', 'översynthet'], tr: ['hipermetrop'], pl: ['dalekowzroczn*'],
  },
  // Food intolerances (lactose, gluten): several at a time; a record of none denies one.
  intolerance: {
    en: ['intolerant', 'intolerance', 'intolerances', 'lactose', 'coeliac', 'celiac'], es: ['intolerante', 'intolerancia', 'intolerancias', 'lactosa', 'celíaco', 'celíaca'], fr: ['intolérant', 'intolérante', 'intolérance', 'intolérances', 'lactose', 'cœliaque'],
    de: ['unverträglichkeit', 'unverträglichkeiten', 'intoleranz', 'laktose', 'laktoseintoleranz', 'zöliakie'], it: ['intollerante', 'intolleranza', 'intolleranze', 'lattosio', 'celiaco', 'celiaca'],
    pt: ['intolerante', 'intolerância', 'intolerâncias', 'lactose', 'celíaco', 'celíaca'], nl: ['intolerant', 'intolerantie', 'intoleranties', 'lactose', 'lactose-intolerant', 'coeliakie'],
    ru: ['непереносимост*', 'лактоз*'], zh: ['不耐受', '乳糖'], ja: ['不耐症', '乳糖'], ko: ['불내증', '유당'], sv: ['intolerans', 'intoleranser', 'intolerant', 'laktos', 'laktosintolerant', 'födoämnesintolerans*'],
    tr: ['intolerans', 'laktoz'], pl: ['nietolerancj*', 'laktoz*'],
  },
  // The bicycle one rides: its make and model are the value.
  bicycle: {
    en: ['bike', 'bicycle', 'e-bike', 'ebike'], es: ['bicicleta', 'bici'], fr: ['vélo', 'bicyclette'], de: ['fahrrad', 'e-bike'], it: ['bicicletta', 'bici'], pt: ['bicicleta'], nl: ['fiets', 'e-bike'],
    ru: ['велосипед*'], zh: ['自行车', '单车'], ja: ['自転車'], ko: ['자전거'], sv: ['cykel', 'cykeln'], tr: ['bisiklet'], pl: ['rower', 'roweru', 'rowerem'],
  },
  // The club one supports.
  team: {
    en: ['supporter', 'supports', 'fan of', 'favourite club', 'favorite club', 'favourite team', 'favorite team', 'season ticket'], es: ['hincha', 'aficionado del', 'equipo favorito', 'club favorito'],
    fr: ['supporter de', 'supportrice', 'club préféré', 'équipe préférée', 'équipe favorite'], de: ['fan von', 'lieblingsverein', 'lieblingsclub', 'lieblingsmannschaft', 'dauerkarte'], it: ['tifoso', 'tifosa', 'squadra del cuore', 'squadra preferita'],
    pt: ['torcedor', 'torcedora', 'time do coração', 'clube favorito', 'adepto'], nl: ['supporter van', 'favoriete club', 'seizoenkaart'], ru: ['болеет за', 'болею за', 'болельщик', 'болельщица', 'любимый клуб', 'любимая команда'],
    zh: ['球迷', '支持的球队', '主队'], ja: ['サポーター', '好きなチーム', '応援している'], ko: ['응원하는 팀', '서포터'], ar: ['النادي المفضل', 'الفريق المفضل', 'مشجع'], tr: ['taraftar', 'tuttuğu takım'], pl: ['kibic', 'kibicuje'], sv: ['supporter till', 'favoritlag'],
  },
  anniversary: {
    en: ['anniversary', 'wedding anniversary'], es: ['aniversario de boda', 'aniversario'], fr: ['anniversaire de mariage'], de: ['hochzeitstag', 'jahrestag'], it: ['anniversario di matrimonio', 'anniversario'],
    pt: ['aniversário de casamento', 'bodas'], nl: ['trouwdag', 'huwelijksverjaardag'], ru: ['годовщина свадьбы', 'годовщин*'], zh: ['结婚纪念日', '纪念日'], ja: ['結婚記念日', '記念日'], ko: ['결혼기념일', '기념일'],
    sv: ['bröllopsdag'], tr: ['evlilik yıldönümü', 'yıldönümü'], pl: ['rocznica ślubu', 'rocznica'], ar: ['ذكرى الزواج'],
  },
  height: {
    en: ['height', 'tall'], es: ['altura', 'estatura', 'mide'], fr: ['taille', 'mesure'], de: ['körpergröße', 'größe'], it: ['altezza', 'statura'], pt: ['altura', 'estatura'], nl: ['lengte', 'lichaamslengte'],
    ru: ['рост'], zh: ['身高'], ja: ['身長'], ko: ['키', '신장'], sv: ['längd'], tr: ['boy'], pl: ['wzrost'],
  },
  weight: {
    en: ['weight', 'weighs', 'body weight'], es: ['peso', 'pesa'], fr: ['poids', 'pèse'], de: ['gewicht', 'körpergewicht', 'wiegt'], it: ['peso', 'pesa'], pt: ['peso', 'pesa'], nl: ['gewicht', 'weegt'],
    ru: ['вес'], zh: ['体重'], ja: ['体重'], ko: ['체중', '몸무게'], sv: ['vikt', 'väger'], tr: ['kilo', 'ağırlık'], pl: ['waga'],
  },
};

/** The attribute lexicons, by concept; `person` is who a record is about (the user, a customer, "you"). */
const LEXICONS: Record<string, LexiconEntry> = {
  person: {
    // Also the roles a record names its person by: who applies, is insured, rents, travels, receives.
    en: ['user', 'customer', 'client', 'patient', 'member', 'subscriber', 'account holder', 'policyholder', 'policy holder', 'cardholder', 'guest', 'you', 'your', 'yours', 'applicant', 'insured', 'tenant', 'passenger', 'traveller', 'traveler', 'recipient'],
    es: ['usuario', 'usuaria', 'usuarios', 'cliente', 'paciente', 'titular', 'usted', 'socio', 'socia', 'solicitante', 'asegurado', 'asegurada', 'inquilino', 'inquilina', 'pasajero', 'pasajera', 'destinatario', 'destinataria'],
    fr: ['utilisateur', 'utilisatrice', 'client', 'cliente', 'patient', 'patiente', 'titulaire', 'vous', 'votre', 'vos', 'madame', 'monsieur', 'adhérent', 'adhérente', 'demandeur', 'demandeuse', 'assuré', 'assurée', 'locataire', 'passager', 'passagère', 'voyageur', 'voyageuse', 'destinataire'],
    // German inflects the noun (des Nutzers, der Kundin, Kundendaten): its stems.
    // A prefix term matches longer words only, so the stem is listed too.
    de: ['nutzer', 'nutzer*', 'benutzer', 'benutzer*', 'kunde', 'kunden', 'kunden*', 'kundin', 'kundin*', 'patient', 'patient*', 'inhaber', 'inhaber*', 'ihr', 'ihre', 'ihren', 'ihrem', 'ihrer', 'dein', 'deine', 'deinen', 'mitglied', 'mitglied*', 'antragsteller', 'antragsteller*', 'versicherte', 'versicherten', 'versicherter', 'mieter', 'mieter*', 'passagier', 'passagier*', 'fahrgast', 'reisende', 'reisender', 'empfänger', 'empfänger*'],
    it: ['utente', 'utenti', 'cliente', 'paziente', 'titolare', 'suo', 'sua', 'tuo', 'tua', 'socio', 'socia', 'richiedente', 'assicurato', 'assicurata', 'inquilino', 'inquilina', 'passeggero', 'passeggera', 'destinatario', 'destinataria'],
    pt: ['usuário', 'usuária', 'utilizador', 'utilizadora', 'cliente', 'paciente', 'titular', 'você', 'seu', 'sua', 'requerente', 'segurado', 'segurada', 'inquilino', 'inquilina', 'passageiro', 'passageira', 'destinatário', 'destinatária'],
    nl: ['gebruiker', 'gebruiker*', 'klant', 'klant*', 'patiënt', 'patient', 'uw', 'jouw', 'lid', 'aanvrager', 'verzekerde', 'huurder', 'passagier', 'reiziger', 'ontvanger'],
    ru: ['пользователь', 'пользовател*', 'клиент', 'клиент*', 'пациент', 'пациент*', 'вы', 'ваш', 'ваша', 'ваше', 'ваши', 'вашего', 'вашей', 'заявитель', 'заявител*', 'застрахованн*', 'арендатор', 'арендатор*', 'пассажир', 'пассажир*', 'получатель', 'получател*'],
    zh: ['用户', '客户', '顾客', '患者', '病人', '会员', '您', '你的', '申请人', '投保人', '被保险人', '租客', '租户', '乘客', '旅客', '收件人'],
    ja: ['ユーザー', 'お客様', '患者', 'あなた', '様', '申請者', '契約者', '被保険者', '乗客', '受取人', '注文者', '利用者', '会員'],
    ko: ['사용자', '고객', '환자', '회원', '당신', '님', '신청인', '계약자', '피보험자', '승객', '수령인'],
    sv: ['användare', 'kund', 'patient', 'innehavare', 'kontoinnehavare', 'sökande', 'försäkrad', 'hyresgäst', 'passagerare', 'mottagare'],
    tr: ['kullanıcı', 'müşteri', 'hasta', 'hesap sahibi', 'başvuran', 'sigortalı', 'kiracı', 'yolcu', 'alıcı'],
    pl: ['użytkownik', 'klient', 'klientka', 'pacjent', 'pacjentka', 'posiadacz', 'wnioskodawca', 'ubezpieczony', 'ubezpieczona', 'najemca', 'pasażer', 'odbiorca'],
    ar: ['المستخدم', 'العميل', 'العميلة', 'المريض', 'المريضة', 'صاحب الحساب', 'مقدم الطلب', 'المؤمن عليه', 'المستأجر', 'الراكب'],
    hi: ['उपयोगकर्ता', 'ग्राहक', 'मरीज़', 'मरीज', 'रोगी', 'आवेदक', 'खाताधारक'],
  },
  residence: {
    en: ['live', 'lives', 'lived', 'living in', 'based in', 'reside*', 'home address', 'postal address', 'street address', 'mailing address', 'delivery address', 'shipping address', 'city', 'town', 'domicile', 'residence', 'moved house', 'new place', 'new flat', 'new apartment', 'new address', 'my address', 'our address', 'new home'],
    es: ['vivo', 'vive', 'viven', 'vivir', 'reside', 'dirección', 'domicilio', 'ciudad', 'residencia', 'me mudé', 'nos mudamos', 'mudarnos', 'mudarme', 'nos trasladamos', 'me trasladé', 'mudanza'],
    fr: ['habite', 'habitent', 'habiter', 'vit', 'vivre', 'adresse', 'domicile', 'ville', 'réside', 'résidence', 'déménagé', 'déménagés', 'déménagée', 'déménagement', 'emménagé', 'emménagés'],
    de: ['wohnt', 'wohne', 'wohnen', 'wohnhaft', 'adresse', 'anschrift', 'wohnort', 'stadt', 'wohnsitz', 'umgezogen', 'umzug', 'ziehen um', 'ziehe um', 'zieht um'],
    it: ['abita', 'abito', 'vive', 'vivo', 'indirizzo', 'città', 'residenza', 'risiede', 'trasferito', 'trasferita', 'trasferiti', 'traslocato', 'traslocati', 'trasloco'],
    pt: ['mora', 'moro', 'moram', 'morar', 'endereço', 'cidade', 'residência', 'reside', 'me mudei', 'nos mudamos', 'mudei-me', 'mudámos', 'mudamos para', 'mudei para', 'mudança'],
    nl: ['woont', 'woon', 'wonen', 'adres', 'woonplaats', 'stad', 'verhuisd', 'verhuizen', 'verhuis'],
    ru: ['живёт', 'живет', 'живу', 'проживает', 'адрес', 'город', 'переехал', 'переехала', 'переехали', 'переезд', 'переехать'],
    zh: ['住在', '居住', '地址', '住址', '城市', '家住', '搬到', '搬家', '搬去', '搬回', '住到'],
    ja: ['住んで', '住所', '在住', '住まい', '引っ越し', '引っ越', '引越し', '移住'],
    ko: ['살고', '거주', '주소', '사는', '이사*', '이사했', '이사 왔'],
  },
  birthplace: {
    en: ['hometown', 'home town', 'birthplace', 'place of birth', 'born in', 'grew up', 'originally from', 'native of'],
    es: ['nació en', 'nací en', 'natal', 'creció', 'crecí', 'lugar de nacimiento', 'originario', 'originaria'],
    fr: ['né à', 'née à', 'natal', 'natale', 'grandi', 'originaire', 'lieu de naissance'],
    de: ['geboren in', 'geburtsort', 'heimatstadt', 'aufgewachsen', 'stammt aus'],
    it: ['nato a', 'nata a', 'natale', 'cresciuto', 'cresciuta', 'originario', 'originaria', 'luogo di nascita'],
    pt: ['nasceu em', 'nasci em', 'natal', 'cresceu', 'cresci', 'local de nascimento'],
    nl: ['geboren in', 'opgegroeid', 'geboorteplaats', 'geboortestad'],
    ru: ['родился в', 'родилась в', 'вырос', 'выросла', 'родной город', 'родом из', 'место рождения'],
    zh: ['出生在', '出生于', '老家', '家乡', '故乡', '长大'],
    ja: ['出身', '生まれ', '育ち', '育っ'],
    ko: ['고향', '태어나', '태어났', '자랐', '출신'],
  },
  birthday: {
    en: ['birthday', 'birth date', 'date of birth', 'dob', 'born on'],
    es: ['cumpleaños', 'fecha de nacimiento', 'nació el'],
    fr: ['date de naissance', 'né le', 'née le'],
    de: ['geburtstag', 'geburtsdatum', 'geboren am'],
    it: ['compleanno', 'data di nascita', 'nato il', 'nata il'],
    pt: ['aniversário', 'data de nascimento'],
    nl: ['verjaardag', 'jarig', 'geboortedatum'],
    ru: ['день рождения', 'дата рождения'],
    zh: ['生日', '出生日期', '生年月日'],
    ja: ['誕生日', '生年月日'],
    ko: ['생일', '생년월일'],
  },
  partner: {
    en: ['partner', 'husband', 'wife', 'spouse', 'boyfriend', 'girlfriend', 'fiance', 'fiancé', 'fiancee', 'fiancée'],
    es: ['esposo', 'esposa', 'marido', 'pareja', 'novio', 'novia', 'cónyuge'],
    fr: ['mari', 'époux', 'épouse', 'compagnon', 'compagne', 'conjoint', 'conjointe', 'fiancé', 'fiancée'],
    de: ['ehemann', 'ehefrau', 'partner', 'partnerin', 'lebensgefährte', 'lebensgefährtin', 'verlobte', 'verlobter'],
    it: ['marito', 'moglie', 'compagno', 'compagna', 'fidanzato', 'fidanzata', 'coniuge'],
    pt: ['marido', 'esposa', 'esposo', 'namorado', 'namorada', 'companheiro', 'companheira', 'cônjuge'],
    nl: ['echtgenoot', 'echtgenote', 'partner', 'vriendin', 'verloofde'],
    ru: ['муж', 'мужа', 'мужем', 'жена', 'жены', 'женой', 'супруг', 'супруга', 'супругой'],
    zh: ['丈夫', '妻子', '老公', '老婆', '男朋友', '女朋友', '伴侣', '爱人', '太太', '未婚夫', '未婚妻'],
    ja: ['彼氏', '彼女', '配偶者', 'パートナー', '旦那', '奥さん', '婚約者'],
    ko: ['남편', '아내', '배우자', '남자친구', '여자친구', '약혼자'],
  },
  sibling: {
    en: ['sister', 'brother', 'sibling', 'siblings'],
    es: ['hermana', 'hermano', 'hermanos'],
    fr: ['sœur', 'soeur', 'frère', 'frere'],
    de: ['schwester', 'bruder', 'geschwister'],
    it: ['sorella', 'fratello'],
    pt: ['irmã', 'irmão'],
    nl: ['zus', 'zuster', 'broer'],
    ru: ['сестра', 'сестры', 'сестрой', 'брат', 'брата', 'братом'],
    zh: ['姐姐', '妹妹', '哥哥', '弟弟', '姐妹', '兄弟'],
    ja: ['姉', '妹', '兄', '弟'],
    ko: ['언니', '누나', '오빠', '동생', '자매', '형제'],
  },
  parent: {
    en: ['mother', 'father', 'mom', 'mum', 'dad', 'parents'],
    es: ['madre', 'padre', 'mamá', 'papá', 'padres'],
    fr: ['mère', 'père', 'maman', 'papa', 'parents'],
    de: ['mutter', 'vater', 'mama', 'papa', 'eltern'],
    it: ['madre', 'padre', 'mamma', 'papà', 'genitori'],
    pt: ['mãe', 'pai', 'pais'],
    nl: ['moeder', 'vader', 'ouders'],
    ru: ['мать', 'мама', 'отец', 'папа', 'родители'],
    zh: ['妈妈', '母亲', '爸爸', '父亲', '父母', '老妈', '老爸', '妈', '爸'],
    ja: ['お母さん', 'お父さん', '母親', '父親', '両親'],
    ko: ['어머니', '엄마', '아버지', '아빠', '부모'],
  },
  child: {
    en: ['son', 'daughter', 'kids', 'children'],
    es: ['hijo', 'hija', 'hijos'],
    fr: ['fils', 'fille', 'enfants'],
    de: ['sohn', 'tochter', 'kinder'],
    it: ['figlio', 'figlia', 'figli'],
    pt: ['filho', 'filha', 'filhos'],
    nl: ['zoon', 'dochter', 'kinderen'],
    ru: ['сын', 'дочь', 'дети'],
    zh: ['儿子', '女儿', '孩子'],
    ja: ['息子', '娘', '子供'],
    ko: ['아들', '딸', '아이들'],
  },
  friend: {
    en: ['friend', 'best friend', 'flatmate', 'roommate'], es: ['amigo', 'amiga', 'compañero de piso'], fr: ['ami', 'amie', 'colocataire'], de: ['freund', 'freundin', 'mitbewohner', 'mitbewohnerin'],
    it: ['amico', 'amica', 'coinquilino'], pt: ['amigo', 'amiga', 'colega de quarto'], nl: ['vriend', 'huisgenoot'], ru: ['друг', 'подруга', 'подруги', 'друга'],
    zh: ['朋友', '好友', '闺蜜', '室友', '舍友'], ja: ['友達', '友人', '親友', 'ルームメイト'], ko: ['친구', '룸메이트'],
  },
  colleague: {
    en: ['colleague', 'coworker', 'co-worker', 'teammate', 'co-lead'], es: ['colega', 'compañero de trabajo', 'compañera de trabajo'], fr: ['collègue'], de: ['kollege', 'kollegin'],
    it: ['collega'], pt: ['colega'], nl: ['collega'], ru: ['коллега', 'коллеги'], zh: ['同事'], ja: ['同僚'], ko: ['동료'],
  },
  neighbour: {
    en: ['neighbour', 'neighbor'], es: ['vecino', 'vecina'], fr: ['voisin', 'voisine'], de: ['nachbar', 'nachbarin'], it: ['vicino di casa', 'vicina di casa'], pt: ['vizinho', 'vizinha'],
    nl: ['buurman', 'buurvrouw'], ru: ['сосед', 'соседка'], zh: ['邻居'], ja: ['隣人', 'お隣'], ko: ['이웃'],
  },
  manager: {
    en: ['manager', 'boss', 'supervisor', 'line manager'],
    es: ['jefe', 'jefa', 'supervisor', 'supervisora'],
    fr: ['chef', 'responsable', 'supérieur', 'supérieure', 'manager'],
    de: ['chef', 'chefin', 'vorgesetzter', 'vorgesetzte', 'teamleiter', 'teamleiterin'],
    it: ['capo', 'responsabile', 'supervisore'],
    pt: ['chefe', 'gerente', 'supervisor'],
    nl: ['baas', 'leidinggevende', 'manager'],
    ru: ['начальник', 'руководитель', 'менеджер'],
    zh: ['经理', '老板', '上司', '领导'],
    ja: ['上司', 'マネージャー'],
    ko: ['상사', '팀장', '매니저'],
  },
  landlord: {
    en: ['landlord', 'landlady'],
    es: ['casero', 'casera', 'arrendador'],
    fr: ['propriétaire', 'bailleur'],
    de: ['vermieter', 'vermieterin'],
    it: ['padrone di casa', 'locatore'],
    pt: ['senhorio', 'senhoria', 'locador'],
    nl: ['huisbaas', 'verhuurder'],
    ru: ['арендодатель', 'хозяин квартиры'],
    zh: ['房东'],
    ja: ['大家'],
    ko: ['집주인'],
  },
  pet: {
    en: ['pet', 'pets', 'dog', 'puppy', 'cat', 'kitten'],
    es: ['mascota', 'perro', 'perra', 'gato', 'gata'],
    fr: ['animal de compagnie', 'chien', 'chienne', 'chat', 'chatte'],
    de: ['haustier', 'hund', 'hündin', 'katze', 'kater'],
    it: ['animale domestico', 'cane', 'gatto', 'gatta'],
    pt: ['animal de estimação', 'cão', 'cachorro', 'cadela', 'gato', 'gata'],
    nl: ['huisdier', 'hond', 'kat', 'poes'],
    ru: ['питомец', 'собака', 'собаку', 'пёс', 'пес', 'кот', 'кошка', 'кошку'],
    zh: ['宠物', '狗', '小狗', '猫', '小猫'],
    ja: ['ペット', '犬', '猫'],
    ko: ['반려동물', '반려견', '강아지', '고양이'],
  },
  doctor: {
    en: ['gp', 'general practitioner', 'family doctor', 'doctor', 'physician'],
    es: ['médico', 'médica', 'médico de cabecera', 'médica de cabecera', 'médico de familia', 'médica de familia'],
    fr: ['médecin', 'médecin traitant', 'généraliste'],
    de: ['hausarzt', 'hausärztin', 'arzt', 'ärztin'],
    it: ['medico', 'medico di base', 'medico di famiglia'],
    pt: ['médico', 'médica', 'médico de família', 'médica de família', 'clínico geral'],
    nl: ['huisarts', 'arts', 'dokter'],
    ru: ['врач', 'терапевт', 'доктор'],
    zh: ['医生', '家庭医生', '主治医生', '大夫'],
    ja: ['かかりつけ医', '主治医', '医師', '医者'],
    ko: ['의사', '주치의'],
  },
  dentist: {
    en: ['dentist'], es: ['dentista'], fr: ['dentiste'], de: ['zahnarzt', 'zahnärztin'], it: ['dentista'], pt: ['dentista'],
    nl: ['tandarts'], ru: ['стоматолог', 'зубной врач'], zh: ['牙医'], ja: ['歯医者', '歯科医'], ko: ['치과'],
  },
  bank: {
    en: ['bank', 'banks with', 'bank account'],
    es: ['banco', 'cuenta bancaria', 'cuenta en'], fr: ['banque', 'compte bancaire', 'compte chez'], de: ['bank', 'konto', 'girokonto', 'konto bei'], it: ['banca', 'conto corrente', 'conto presso'],
    pt: ['banco', 'conta bancária', 'conta no', 'conta na'], nl: ['bank', 'bankrekening', 'rekening bij'], ru: ['банк', 'банке', 'счёт', 'счет'], zh: ['银行', '账户'], ja: ['銀行', '口座'], ko: ['은행', '계좌'],
  },
  insurer: {
    en: ['insurer', 'insurance', 'health insurance', 'insurance provider'],
    es: ['aseguradora', 'seguro médico', 'mutua'], fr: ['assurance', 'assureur', 'mutuelle'], de: ['versicherung', 'krankenkasse', 'krankenversicherung'],
    it: ['assicurazione', 'assicuratore'], pt: ['seguradora', 'seguro de saúde', 'plano de saúde'], nl: ['verzekeraar', 'zorgverzekeraar', 'verzekering'],
    ru: ['страховая', 'страховка', 'страховщик'], zh: ['保险', '保险公司', '医保'], ja: ['保険'], ko: ['보험'],
  },
  employer: {
    en: ['employer', 'works at', 'works for', 'work at', 'work for', 'employed by', 'company'],
    es: ['empresa', 'empleador', 'trabaja en', 'trabaja para', 'trabajo en', 'renuncié', 'dejé la empresa', 'me contrataron', 'empecé en', 'entré en'],
    fr: ['employeur', 'entreprise', 'société', 'travaille chez', 'travaille pour', 'démissionné', 'embauché', 'embauchée', 'rejoint'],
    de: ['arbeitgeber', 'firma', 'unternehmen', 'arbeitet bei', 'arbeite bei', 'beschäftigt bei', 'gekündigt', 'angefangen bei', 'fange bei', 'arbeite jetzt bei', 'bin jetzt bei'],
    it: ['datore di lavoro', 'azienda', 'lavora presso', 'lavora per', 'lavoro presso', 'lavoro da', 'lavoro in', 'licenziato', 'licenziata', 'dimesso', 'dimessa', 'assunto', 'assunta'],
    pt: ['empregador', 'empresa', 'trabalha na', 'trabalha no', 'trabalha em', 'trabalha para', 'trabalho na', 'trabalho no', 'trabalho em', 'saí da', 'saí do', 'pedi demissão', 'contratado', 'contratada'],
    nl: ['werkgever', 'bedrijf', 'werkt bij', 'werk bij', 'werkt voor'],
    ru: ['работодатель', 'работает в', 'работаю в', 'компания', 'компании', 'уволился', 'уволилась', 'устроился', 'устроилась', 'работаю'],
    zh: ['公司', '单位', '雇主', '上班', '入职', '就职', '离职', '辞职', '跳槽', '在职'],
    ja: ['会社', '勤務', '勤め', '勤めて', '転職', '退職', '入社', '辞め'],
    ko: ['회사', '직장', '근무', '그만두*', '퇴사*', '입사*', '이직*', '일해*', '일하*'],
  },
  job: {
    en: ['job', 'job title', 'occupation', 'profession', 'works as', 'work as', 'position', 'role'],
    es: ['profesión', 'puesto', 'cargo', 'ocupación', 'trabaja como', 'trabajo como'],
    fr: ['métier', 'poste', 'profession', 'travaille comme', 'fonction'],
    de: ['beruf', 'stelle', 'position', 'arbeitet als', 'arbeite als', 'tätig als'],
    it: ['professione', 'mestiere', 'lavora come', 'lavoro come', 'ruolo'],
    pt: ['profissão', 'cargo', 'trabalha como', 'função'],
    nl: ['beroep', 'functie', 'werkt als', 'werk als'],
    ru: ['профессия', 'должность', 'работает как', 'работает в должности'],
    zh: ['职业', '职位', '职务', '担任'],
    ja: ['職業', '役職', '職種'],
    ko: ['직업', '직책', '직무'],
  },
  allergy: {
    en: ['allergy', 'allergies', 'allergic', 'allerg*'], es: ['alergia', 'alergias', 'alérgico', 'alérgica', 'alerg*'], fr: ['allergie', 'allergies', 'allergique', 'allerg*'],
    de: ['allergie', 'allergien', 'allergisch', 'allerg*'], it: ['allergia', 'allergie', 'allergico', 'allergica', 'allerg*'], pt: ['alergia', 'alergias', 'alérgico', 'alérgica', 'alerg*'],
    nl: ['allergie', 'allergieën', 'allergisch', 'allerg*'], ru: ['аллергия', 'аллергии', 'аллерг*'],
    zh: ['过敏'], ja: ['アレルギー'], ko: ['알레르기'],
  },
  bloodgroup: {
    en: ['blood type', 'blood group'], es: ['grupo sanguíneo', 'tipo de sangre', 'tipo sanguíneo'], fr: ['groupe sanguin'], de: ['blutgruppe'],
    it: ['gruppo sanguigno'], pt: ['tipo sanguíneo', 'grupo sanguíneo'], nl: ['bloedgroep'], ru: ['группа крови', 'группу крови'],
    zh: ['血型'], ja: ['血液型'], ko: ['혈액형'],
  },
  diet: {
    en: ['diet', 'dietary'], es: ['dieta', 'alimentación'], fr: ['régime', 'alimentation'], de: ['ernährung', 'diät'], it: ['dieta', 'alimentazione'],
    pt: ['dieta', 'alimentação'], nl: ['dieet', 'voeding'], ru: ['диета', 'питание'], zh: ['饮食', '忌口'], ja: ['食事制限', '食生活'], ko: ['식단', '식습관'], hi: ['आहार', 'भोजन'], sv: ['kost'], tr: ['diyet', 'beslenme'], pl: ['dieta'],
  },
  commute: {
    en: ['commute', 'commutes', 'to work', 'to the office', 'gets to work'],
    es: ['al trabajo', 'a la oficina', 'desplazamiento', 'medio de transporte'], fr: ['au travail', 'au bureau', 'trajet', 'domicile-travail', 'mode de transport'], de: ['zur arbeit', 'ins büro', 'pendelt', 'pendeln', 'arbeitsweg', 'verkehrsmittel'],
    it: ['al lavoro', 'in ufficio', 'pendolare', 'mezzo di trasporto'], pt: ['para o trabalho', 'ao trabalho', 'para o escritório', 'meio de transporte'], nl: ['naar het werk', 'naar kantoor', 'woon-werkverkeer', 'vervoermiddel'],
    ru: ['на работу', 'в офис'], zh: ['上班', '通勤'], ja: ['通勤'], ko: ['출근', '출퇴근', '통근'],
  },
  // The car someone drives: its make and model are the value ("drives a Škoda Octavia", "Fahrzeug: VW Golf").
  vehicle: {
    en: ['drive a', 'drives a', 'my car', 'vehicle', 'registered vehicle', 'car model'], es: ['vehículo', 'mi coche', 'mi carro', 'conduce un', 'conduzco un'],
    fr: ['véhicule', 'ma voiture', 'conduit une', 'conduis une'], de: ['fahrzeug', 'mein auto', 'fährt einen', 'fahre einen', 'kfz'], it: ['veicolo', 'la mia auto', 'guida una', 'guido una'],
    pt: ['veículo', 'meu carro', 'dirige um', 'dirijo um'], nl: ['voertuig', 'mijn auto', 'rijdt in een', 'rijd in een'], sv: ['fordon', 'min bil', 'kör en'], ru: ['автомобиль', 'транспортное средство', 'моя машина'],
    pl: ['pojazd', 'mój samochód'], tr: ['araç', 'aracım', 'arabam'], zh: ['车辆', '我的车', '座驾'], ja: ['車両', '愛車', '私の車'], ko: ['차량', '내 차'],
  },
  instrument: {
    en: ['plays the', 'play the', 'instrument'], es: ['toca el', 'toco el', 'instrumento'], fr: ['joue du', 'joue de la', 'instrument'], de: ['spielt', 'spiele', 'instrument'],
    it: ['suona il', 'suona la', 'suono il', 'strumento'], pt: ['toca', 'toco', 'instrumento'], nl: ['speelt', 'instrument'], ru: ['играет на', 'играю на', 'инструмент'],
    zh: ['演奏', '乐器'], ja: ['演奏', '楽器'], ko: ['연주', '악기'],
  },
  handedness: {
    en: ['handedness', 'dominant hand'], es: ['mano dominante', 'lateralidad'], fr: ['main dominante', 'latéralité'], de: ['händigkeit', 'dominante hand'], it: ['mano dominante', 'lateralità'],
    pt: ['mão dominante', 'lateralidade'], nl: ['handvoorkeur', 'voorkeurshand'], ru: ['ведущая рука'], zh: ['惯用手', '利手'], ja: ['利き手'], ko: ['주로 쓰는 손'],
  },
  smoking: {
    en: ['smoking status', 'tobacco use', 'cigarettes'], es: ['tabaquismo', 'tabaco', 'cigarrillos'], fr: ['tabagisme', 'tabac', 'cigarettes'], de: ['rauchverhalten', 'tabakkonsum', 'zigaretten'],
    it: ['tabagismo', 'fumo', 'sigarette'], pt: ['tabagismo', 'tabaco', 'cigarros'], nl: ['rookgedrag', 'tabak', 'sigaretten'], ru: ['курение', 'сигарет*'], zh: ['吸烟史', '烟草'], ja: ['喫煙歴', 'たばこ', 'タバコ'], ko: ['흡연 여부', '담배'],
  },
  marital: {
    en: ['marital status', 'civil status'], es: ['estado civil'], fr: ['situation familiale', 'état civil', 'situation matrimoniale'], de: ['familienstand'], it: ['stato civile'],
    pt: ['estado civil'], nl: ['burgerlijke staat'], ru: ['семейное положение'], zh: ['婚姻状况', '婚姻状态'], ja: ['婚姻状況', '配偶者の有無'], ko: ['결혼 여부', '혼인 상태'],
  },
  seat: {
    en: ['seat preference', 'seating preference', 'preferred seat'], es: ['preferencia de asiento'], fr: ['préférence de siège', 'siège préféré', 'place préférée'], de: ['sitzplatzwunsch', 'sitzplatzpräferenz', 'bevorzugter sitzplatz'],
    it: ['preferenza posto', 'posto preferito'], pt: ['preferência de assento', 'assento preferido'], nl: ['stoelvoorkeur', 'zitplaatsvoorkeur'], ru: ['предпочтение места', 'предпочитаемое место'], zh: ['座位偏好', '座位喜好'], ja: ['座席の希望', '座席指定'], ko: ['좌석 선호'],
  },
  shoesize: {
    en: ['shoe size', 'shoes', 'shoe'], es: ['talla de zapato', 'número de calzado', 'talla de calzado', 'zapatos', 'calzado'], fr: ['pointure', 'chaussures'], de: ['schuhgröße', 'schuhe'], it: ['numero di scarpe', 'taglia di scarpe', 'scarpe'],
    pt: ['número de sapato', 'tamanho do sapato', 'número do calçado', 'sapatos', 'calçado'], nl: ['schoenmaat', 'schoenen'], ru: ['размер обуви', 'обувь'], zh: ['鞋码', '鞋号', '鞋子尺码'], ja: ['靴のサイズ'], ko: ['신발 사이즈', '신발 치수'],
    sv: ['skostorlek', 'skor'], tr: ['ayakkabı numarası'], pl: ['rozmiar buta', 'rozmiar obuwia'],
  },
  // Values of closed classes: the part after the colon is the value, the part before its class (an attribute above).
  'handedness:left': {
    en: ['left-handed', 'left handed', 'left-hander', 'lefty', 'southpaw'], es: ['zurdo', 'zurda'], fr: ['gaucher', 'gauchère'], de: ['linkshänder', 'linkshänder*', 'linkshändig'], it: ['mancino', 'mancina'],
    pt: ['canhoto', 'canhota'], nl: ['linkshandig'], ru: ['левш*', 'левору*'], zh: ['左撇子', '左利手', '惯用左手', '左手'], ja: ['左利き'], ko: ['왼손잡이'],
  },
  'handedness:right': {
    en: ['right-handed', 'right handed', 'right-hander'], es: ['diestro', 'diestra'], fr: ['droitier', 'droitière'], de: ['rechtshänder', 'rechtshänder*', 'rechtshändig'], it: ['destrimano', 'destrimana'],
    pt: ['destro', 'destra'], nl: ['rechtshandig'], ru: ['правш*', 'праворук*'], zh: ['右撇子', '右利手', '惯用右手', '右手'], ja: ['右利き'], ko: ['오른손잡이'],
  },
  // A denial holds the affirmative's word ("non-smoker", "不吸烟"): both classes then, which rivals nothing.
  'smoking:yes': {
    en: ['smoker', 'smokes', 'heavy smoker'], es: ['fumador', 'fumadora', 'fuma'], fr: ['fumeur', 'fumeuse', 'fume'], de: ['raucher', 'raucherin', 'raucht'], it: ['fumatore', 'fumatrice', 'fuma'],
    pt: ['fumante', 'fumador', 'fumadora', 'fuma'], nl: ['roker', 'rookt'], ru: ['курит', 'курильщик', 'курильщик*', 'курящий', 'курящая'], zh: ['吸烟', '抽烟'], ja: ['喫煙者', 'タバコを吸う'], ko: ['흡연자', '담배를 피'],
  },
  'smoking:no': {
    en: ['non-smoker', 'nonsmoker', 'non smoker', 'never smoked', 'quit smoking', 'does not smoke', "doesn't smoke", "don't smoke"], es: ['no fumador', 'no fumadora', 'no fuma', 'dejó de fumar', 'dejé de fumar'],
    fr: ['non-fumeur', 'non-fumeuse', 'non fumeur', 'ne fume pas', 'arrêté de fumer'], de: ['nichtraucher', 'nichtraucher*', 'raucht nicht', 'rauche nicht'], it: ['non fumatore', 'non fumatrice', 'non fuma', 'smesso di fumare'],
    pt: ['não fumante', 'não fuma', 'parou de fumar', 'parei de fumar'], nl: ['niet-roker', 'niet roker', 'rookt niet', 'gestopt met roken'], ru: ['не курит', 'некурящ*', 'бросил курить', 'бросила курить'],
    zh: ['不吸烟', '不抽烟', '戒烟', '从不抽烟'], ja: ['禁煙', '非喫煙', '吸わない'], ko: ['비흡연', '금연', '담배를 끊'],
  },
  alcohol: {
    en: ['alcohol', 'alcohol consumption', 'drinking habits'], es: ['alcohol', 'consumo de alcohol'], fr: ['alcool', "consommation d'alcool"], de: ['alkohol', 'alkoholkonsum'],
    it: ['alcol', 'alcool', 'alcolici'], pt: ['álcool', 'bebidas alcoólicas'], nl: ['alcohol', 'alcoholgebruik'], ru: ['алкоголь', 'спиртное'], zh: ['饮酒', '酒精'], ja: ['飲酒', 'アルコール'], ko: ['음주', '알코올'],
  },
  'alcohol:yes': {
    en: ['drinks wine', 'drinks beer', 'drinks alcohol', 'wine club', 'social drinker'], es: ['bebe vino', 'bebe cerveza', 'bebe alcohol', 'club de vinos'], fr: ['boit du vin', 'boit de la bière', "boit de l'alcool", 'club de vin'],
    de: ['trinkt wein', 'trinkt bier', 'trinkt alkohol', 'weinclub'], it: ['beve vino', 'beve birra', 'beve alcolici', 'club del vino'], pt: ['bebe vinho', 'bebe cerveja', 'bebe álcool', 'clube de vinhos', 'clube do vinho'],
    nl: ['drinkt wijn', 'drinkt bier', 'drinkt alcohol', 'wijnclub'], ru: ['пьёт вино', 'пьет вино', 'пьёт пиво', 'пьет пиво'], zh: ['喝红酒', '喝啤酒', '葡萄酒俱乐部'], ja: ['ワインを飲む', 'ビールを飲む'], ko: ['와인을 마시', '맥주를 마시'],
  },
  // A denial holding the affirmative's words is both classes, which rivals nothing (as for smoking).
  'alcohol:no': {
    en: ["don't drink alcohol", "doesn't drink alcohol", 'does not drink alcohol', 'do not drink alcohol', 'never drink alcohol', 'teetotal', 'teetotaler', 'teetotaller'],
    es: ['no bebe alcohol', 'no bebo alcohol', 'abstemio', 'abstemia'], fr: ["ne boit pas d'alcool", "ne bois pas d'alcool"], de: ['trinkt keinen alkohol', 'trinke keinen alkohol'],
    it: ['non beve alcolici', 'non bevo alcolici', 'astemio', 'astemia'], pt: ['não bebe álcool', 'não bebo álcool', 'abstêmio', 'abstémio'], nl: ['drinkt geen alcohol', 'drink geen alcohol'],
    ru: ['не пьёт алкоголь', 'не пьет алкоголь', 'не пью алкоголь', 'трезвенник'], zh: ['不喝酒', '滴酒不沾'], ja: ['お酒を飲まない'], ko: ['술을 안 마시', '술을 마시지 않'],
  },
  // Medicines someone takes: a record of none denies what a memory of one asserts.
  medication: {
    en: ['medication', 'medications', 'prescription', 'prescriptions', 'prescribed', 'micrograms', 'dosage'], es: ['medicación', 'medicamentos'], fr: ['médicaments', 'traitement en cours', 'ordonnance'],
    de: ['medikamente', 'medikation'], it: ['farmaci', 'terapia in corso'], pt: ['medicamentos', 'medicação'], nl: ['medicijnen', 'medicatie'], ru: ['лекарства', 'препараты'],
    zh: ['药物', '用药', '处方'], ja: ['服薬', '処方薬'], ko: ['복용 약', '약물', '처방'], ar: ['الأدوية', 'أدوية', 'وصفة طبية', 'وصفات طبية'], hi: ['दवाइयाँ', 'दवाएं'], tr: ['ilaçlar', 'kullandığı ilaçlar'], sv: ['läkemedel', 'mediciner'], pl: ['leki', 'przyjmowane leki'],
  },
  'marital:married': {
    en: ['married'], es: ['casado', 'casada'], fr: ['marié', 'mariée'], de: ['verheiratet'], it: ['sposato', 'sposata', 'coniugato', 'coniugata'], pt: ['casado', 'casada'],
    nl: ['getrouwd', 'gehuwd'], ru: ['женат', 'замужем'], zh: ['已婚', '结婚了'], ja: ['既婚', '結婚して'], ko: ['기혼', '결혼했'],
  },
  // "single" alone is a room, a ticket or a song in English, German and Italian.
  'marital:single': {
    en: ['unmarried', 'not married', 'never married'], es: ['soltero', 'soltera'], fr: ['célibataire'], de: ['ledig', 'unverheiratet'], it: ['celibe', 'nubile'], pt: ['solteiro', 'solteira'],
    nl: ['ongehuwd', 'vrijgezel'], ru: ['холост', 'не замужем', 'не женат'], zh: ['单身', '未婚'], ja: ['独身', '未婚'], ko: ['미혼'],
  },
  'marital:divorced': {
    en: ['divorced'], es: ['divorciado', 'divorciada'], fr: ['divorcé', 'divorcée'], de: ['geschieden'], it: ['divorziato', 'divorziata'], pt: ['divorciado', 'divorciada'],
    nl: ['gescheiden'], ru: ['разведён', 'разведен', 'разведена'], zh: ['离婚', '离异'], ja: ['離婚'], ko: ['이혼'],
  },
  'seat:aisle': {
    en: ['aisle seat', 'aisle seats', 'aisle'], es: ['pasillo'], fr: ['côté couloir', 'place couloir'], de: ['gangplatz', 'am gang'], it: ['lato corridoio', 'posto corridoio'], pt: ['corredor'],
    nl: ['gangpad', 'aan het gangpad'], ru: ['у прохода'], zh: ['靠过道', '过道座位', '靠走廊'], ja: ['通路側'], ko: ['통로석', '통로 쪽'],
  },
  'seat:window': {
    en: ['window seat', 'window seats'], es: ['ventanilla'], fr: ['côté hublot', 'côté fenêtre', 'place fenêtre', 'hublot'], de: ['fensterplatz', 'am fenster'], it: ['lato finestrino', 'posto finestrino', 'finestrino'], pt: ['janela', 'lado da janela'],
    nl: ['raamplaats', 'bij het raam', 'aan het raam'], ru: ['у окна'], zh: ['靠窗'], ja: ['窓側'], ko: ['창가석', '창가 쪽'],
  },
  'commute:car': {
    en: ['drive to work', 'drives to work', 'by car'], es: ['en coche', 'en carro', 'coche propio', 'vehículo propio', 'coche de empresa'], fr: ['en voiture', 'voiture personnelle', 'véhicule personnel', 'voiture de fonction'], de: ['mit dem auto', 'eigenes auto', 'privatwagen', 'dienstwagen'], it: ['in macchina', 'in auto', 'auto propria', 'auto aziendale'],
    pt: ['de carro', 'carro próprio', 'carro da empresa'], nl: ['met de auto', 'eigen auto', 'leaseauto'], ru: ['на машине', 'на автомобиле'], zh: ['开车'], ja: ['車で'], ko: ['차로'],
  },
  'commute:bike': {
    en: ['cycle to work', 'cycles to work', 'bike to work', 'bikes to work', 'by bike', 'by bicycle'], es: ['en bici', 'en bicicleta'], fr: ['à vélo', 'en vélo'], de: ['mit dem rad', 'mit dem fahrrad', 'radelt'],
    it: ['in bici', 'in bicicletta'], pt: ['de bicicleta', 'de bike'], nl: ['fietst', 'met de fiets', 'op de fiets'], ru: ['на велосипеде'], zh: ['骑车', '骑自行车'], ja: ['自転車で'], ko: ['자전거로'],
  },
  'commute:foot': {
    en: ['walk to work', 'walks to work', 'on foot'], es: ['a pie', 'caminando'], fr: ['à pied'], de: ['zu fuß'], it: ['a piedi'], pt: ['a pé'], nl: ['te voet', 'lopend'], ru: ['пешком'], zh: ['走路', '步行'], ja: ['徒歩', '歩いて'], ko: ['걸어서', '도보로'],
  },
  'commute:transit': {
    en: ['by bus', 'by train', 'take the bus', 'takes the bus', 'take the train', 'takes the train', 'by tram', 'by metro', 'by subway', 'by underground'], es: ['en autobús', 'en tren', 'en metro'], fr: ['en bus', 'en train', 'en métro', 'en tram'],
    de: ['mit dem bus', 'mit dem zug', 'mit der bahn', 'mit der straßenbahn', 'mit der u-bahn'], it: ['in autobus', 'in treno', 'in metro'], pt: ['de ônibus', 'de autocarro', 'de comboio', 'de trem', 'de metrô', 'de metro'],
    nl: ['met de bus', 'met de trein', 'met de tram', 'met de metro'], ru: ['на автобусе', 'на поезде', 'на метро', 'на трамвае'], zh: ['坐公交', '坐地铁', '坐火车', '乘地铁'], ja: ['電車で', 'バスで', '地下鉄で'], ko: ['버스로', '지하철로', '기차로'],
  },
  'instrument:piano': { en: ['piano'], es: ['piano'], fr: ['piano'], de: ['klavier', 'piano'], it: ['pianoforte', 'piano'], pt: ['piano'], nl: ['piano'], ru: ['фортепиано', 'пианино'], zh: ['钢琴'], ja: ['ピアノ'], ko: ['피아노'] },
  'instrument:violin': { en: ['violin', 'fiddle'], es: ['violín'], fr: ['violon'], de: ['geige', 'violine'], it: ['violino'], pt: ['violino'], nl: ['viool'], ru: ['скрипк*'], zh: ['小提琴'], ja: ['バイオリン', 'ヴァイオリン'], ko: ['바이올린'] },
  'instrument:viola': { en: ['viola'], es: ['viola'], fr: ['alto'], de: ['bratsche'], it: ['viola'], pt: ['viola de arco'], nl: ['altviool'], zh: ['中提琴'], ja: ['ヴィオラ', 'ビオラ'], ko: ['비올라'] },
  'instrument:cello': { en: ['cello', 'violoncello'], es: ['violonchelo', 'chelo'], fr: ['violoncelle'], de: ['cello'], it: ['violoncello'], pt: ['violoncelo'], nl: ['cello'], ru: ['виолончел*'], zh: ['大提琴'], ja: ['チェロ'], ko: ['첼로'] },
  'instrument:bass': { en: ['double bass', 'bass guitar', 'bass'], es: ['contrabajo', 'bajo'], fr: ['contrebasse', 'basse'], de: ['kontrabass', 'bass'], it: ['contrabbasso', 'basso'], pt: ['contrabaixo', 'baixo'], nl: ['contrabas', 'basgitaar'], ru: ['контрабас', 'бас-гитар*'], zh: ['低音提琴', '贝斯'], ja: ['コントラバス', 'ベース'], ko: ['콘트라베이스', '베이스'] },
  'instrument:guitar': { en: ['guitar'], es: ['guitarra'], fr: ['guitare'], de: ['gitarre'], it: ['chitarra'], pt: ['guitarra', 'violão'], nl: ['gitaar'], ru: ['гитар*'], zh: ['吉他'], ja: ['ギター'] },
  'instrument:drums': { en: ['drums', 'drum kit'], es: ['batería'], fr: ['batterie'], de: ['schlagzeug'], it: ['batteria'], pt: ['bateria'], nl: ['drums', 'drumstel'], ru: ['барабан*'], zh: ['架子鼓'], ja: ['ドラム'], ko: ['드럼'] },
  'instrument:flute': { en: ['flute'], es: ['flauta'], fr: ['flûte'], de: ['flöte', 'querflöte'], it: ['flauto'], pt: ['flauta'], nl: ['fluit', 'dwarsfluit'], ru: ['флейт*'], zh: ['长笛'], ja: ['フルート'], ko: ['플루트'] },
  'instrument:clarinet': { en: ['clarinet'], es: ['clarinete'], fr: ['clarinette'], de: ['klarinette'], it: ['clarinetto'], pt: ['clarinete'], nl: ['klarinet'], ru: ['кларнет*'], zh: ['单簧管'], ja: ['クラリネット'], ko: ['클라리넷'] },
  'instrument:saxophone': { en: ['saxophone', 'sax'], es: ['saxofón', 'saxo'], fr: ['saxophone', 'saxo'], de: ['saxophon', 'saxofon'], it: ['sassofono', 'sax'], pt: ['saxofone'], nl: ['saxofoon'], ru: ['саксофон*'], zh: ['萨克斯'], ja: ['サックス', 'サクソフォン'], ko: ['색소폰'] },
  'instrument:trumpet': { en: ['trumpet'], es: ['trompeta'], fr: ['trompette'], de: ['trompete'], it: ['tromba'], pt: ['trompete'], nl: ['trompet'], ru: ['трубе', 'трубу'], zh: ['小号'], ja: ['トランペット'], ko: ['트럼펫'] },
  'instrument:harp': { en: ['harp'], es: ['arpa'], fr: ['harpe'], de: ['harfe'], it: ['arpa'], pt: ['harpa'], nl: ['harp'], ru: ['арф*'], zh: ['竖琴'], ja: ['ハープ'], ko: ['하프'] },
  'diet:vegetarian': { en: ['vegetarian', 'veggie'], es: ['vegetariano', 'vegetariana'], fr: ['végétarien', 'végétarienne'], de: ['vegetarier', 'vegetarierin', 'vegetarisch'], it: ['vegetariano', 'vegetariana'], pt: ['vegetariano', 'vegetariana'], nl: ['vegetariër', 'vegetarisch'], ru: ['вегетариан*'], zh: ['素食', '吃素'], ja: ['ベジタリアン', '菜食'], ko: ['채식'], hi: ['शाकाहारी'], sv: ['vegetarian', 'vegetarisk'], tr: ['vejetaryen'], pl: ['wegetarianin', 'wegetarianka', 'wegetariańsk*'] },
  'diet:vegan': { en: ['vegan'], es: ['vegano', 'vegana'], fr: ['végan', 'végane', 'végétalien', 'végétalienne'], de: ['veganer', 'veganerin', 'vegan'], it: ['vegano', 'vegana'], pt: ['vegano', 'vegana'], nl: ['veganist', 'veganistisch'], ru: ['веган*'], zh: ['纯素', '严格素食'], ja: ['ヴィーガン', 'ビーガン'], ko: ['비건'] },
  'diet:pescatarian': { en: ['pescatarian', 'pescetarian'], es: ['pescetariano', 'pescetariana'], fr: ['pescétarien', 'pescétarienne'], de: ['pescetarier', 'pescetarisch'], it: ['pescetariano', 'pescetariana'], pt: ['pescetariano', 'pescetariana'], nl: ['pescotariër'], ru: ['пескетариан*'], zh: ['鱼素'], ja: ['ペスカタリアン'], ko: ['페스코'] },
  'diet:omnivore': { en: ['omnivore', 'carnivore', 'eats meat', 'meat eater', 'loves steak'], es: ['come carne', 'omnívoro', 'omnívora'], fr: ['mange de la viande', 'omnivore'], de: ['isst fleisch', 'fleischesser'], it: ['mangia carne', 'onnivoro'], pt: ['come carne', 'onívoro'], nl: ['eet vlees', 'vleeseter'], ru: ['ест мясо'], zh: ['吃肉', '爱吃肉'], ja: ['肉を食べ'], ko: ['고기를 먹'], hi: ['मांसाहारी'] },
  // Things in a person's week, named in many languages (`life.*`): what ties a user's change in one
  // language to what they said in another ("站会改到十点了" / "our standup is at 9:15").
  'life.gym': { en: ['gym', 'workout', 'workouts', 'fitness'], es: ['gimnasio', 'entrenamiento'], fr: ['salle de sport', 'musculation', 'entraînement'], de: ['fitnessstudio', 'training', 'workout'], it: ['palestra', 'allenamento'], pt: ['ginásio', 'academia', 'treino'], nl: ['sportschool', 'training'], ru: ['спортзал', 'тренировк*', 'фитнес'], zh: ['健身房', '健身', '锻炼', '训练'], ja: ['ジム', 'トレーニング', '筋トレ'], ko: ['헬스장', '운동', '헬스'] },
  'life.running': { en: ['running', 'jogging', 'marathon', 'half marathon'], es: ['correr', 'running', 'maratón'], fr: ['course à pied', 'courir', 'marathon', 'footing'], de: ['laufen', 'joggen', 'marathon', 'lauf'], it: ['corsa', 'correre', 'maratona'], pt: ['corrida', 'correr', 'maratona'], nl: ['hardlopen', 'marathon'], ru: ['бег', 'пробежк*', 'марафон'], zh: ['跑步', '马拉松', '慢跑'], ja: ['ランニング', 'マラソン', 'ジョギング'], ko: ['달리기', '러닝', '마라톤'] },
  'life.swimming': { en: ['swimming', 'swim', 'pool', 'lido'], es: ['natación', 'nadar', 'piscina'], fr: ['natation', 'nager', 'piscine'], de: ['schwimmen', 'schwimmbad'], it: ['nuoto', 'nuotare', 'piscina'], pt: ['natação', 'nadar', 'piscina'], nl: ['zwemmen', 'zwembad'], ru: ['плавание', 'бассейн'], zh: ['游泳', '泳池'], ja: ['水泳', 'プール'], ko: ['수영'] },
  'life.climbing': { en: ['climbing', 'bouldering', 'climb'], es: ['escalada', 'escalar', 'rocódromo'], fr: ['escalade', 'bloc'], de: ['klettern', 'bouldern', 'kletterhalle', 'boulderhalle'], it: ['arrampicata'], pt: ['escalada'], nl: ['klimmen', 'boulderen'], ru: ['скалолаз*'], zh: ['攀岩', '抱石'], ja: ['クライミング', 'ボルダリング'], ko: ['클라이밍', '볼더링'] },
  'life.yoga': { en: ['yoga', 'pilates'], es: ['yoga', 'pilates'], fr: ['yoga', 'pilates'], de: ['yoga', 'pilates'], it: ['yoga', 'pilates'], pt: ['ioga', 'yoga', 'pilates'], nl: ['yoga', 'pilates'], ru: ['йог*', 'пилатес'], zh: ['瑜伽', '普拉提'], ja: ['ヨガ', 'ピラティス'], ko: ['요가', '필라테스'] },
  'life.standup': { en: ['standup', 'stand-up', 'daily meeting', 'scrum'], es: ['reunión diaria', 'daily'], fr: ['réunion quotidienne', 'point quotidien', 'daily'], de: ['daily', 'stand-up', 'tägliche besprechung'], it: ['riunione quotidiana', 'daily'], pt: ['reunião diária', 'daily'], nl: ['dagelijkse stand-up', 'daily'], ru: ['планёрк*', 'планерк*', 'стендап'], zh: ['站会', '晨会', '例会', '每日站会'], ja: ['朝会', '朝礼', 'スタンドアップ'], ko: ['스탠드업', '데일리', '아침 회의'] },
  'life.class': { en: ['class', 'classes', 'course', 'lesson', 'lessons'], es: ['clase', 'clases', 'curso'], fr: ['cours', 'leçon', 'leçons'], de: ['kurs', 'unterricht', 'stunde'], it: ['lezione', 'lezioni', 'corso'], pt: ['aula', 'aulas', 'curso'], nl: ['les', 'lessen', 'cursus'], ru: ['урок*', 'курс*', 'занятия'], zh: ['课', '课程', '上课'], ja: ['授業', 'レッスン', '教室'], ko: ['수업', '강좌', '레슨'] },
  'life.language': { en: ['duolingo', 'language course', 'language classes'], es: ['aprendo', 'aprender', 'idioma'], fr: ['apprends', 'apprendre', 'langue'], de: ['lerne', 'lernen', 'sprache'], it: ['imparo', 'imparare', 'lingua'], pt: ['aprendo', 'aprender', 'idioma', 'língua'], nl: ['leer', 'leren', 'taal'], ru: ['учу', 'изучаю', 'язык'], zh: ['学习', '学', '语言'], ja: ['勉強', '語学', '言語'], ko: ['공부', '배우', '언어'] },
  'life.reading': { en: ['book club', 'reading group'], es: ['club de lectura', 'libro'], fr: ['club de lecture', 'livre'], de: ['lesekreis', 'buchclub', 'buch'], it: ['club del libro', 'libro'], pt: ['clube do livro', 'livro'], nl: ['leesclub', 'boekenclub', 'boek'], ru: ['книжный клуб', 'книг*'], zh: ['读书会', '书'], ja: ['読書会', '本'], ko: ['독서 모임', '책'] },
  'life.checkup': { en: ['appointment', 'check-up', 'checkup', 'teeth', 'cleaning'], es: ['cita', 'revisión', 'chequeo'], fr: ['rendez-vous', 'contrôle', 'bilan'], de: ['termin', 'kontrolle', 'vorsorge'], it: ['appuntamento', 'controllo', 'visita'], pt: ['consulta', 'marcação', 'check-up'], nl: ['afspraak', 'controle'], ru: ['приём', 'прием', 'осмотр'], zh: ['预约', '体检', '复查', '洗牙', '看牙'], ja: ['予約', '検診', '健診'], ko: ['예약', '검진'] },
  'life.hair': { en: ['haircut', 'hairdresser', 'barber'], es: ['peluquería', 'peluquero', 'corte de pelo'], fr: ['coiffeur', 'coiffeuse', 'coupe'], de: ['friseur', 'frisör', 'haarschnitt'], it: ['parrucchiere', 'barbiere'], pt: ['cabeleireiro', 'barbeiro'], nl: ['kapper'], ru: ['парикмахер*', 'стрижк*'], zh: ['理发', '剪头发', '理发师'], ja: ['美容院', '床屋', '散髪'], ko: ['미용실', '이발'] },
  'life.holiday': { en: ['holiday', 'holidays', 'vacation', 'trip', 'getaway'], es: ['vacaciones', 'viaje'], fr: ['vacances', 'voyage', 'congés'], de: ['urlaub', 'ferien', 'reise'], it: ['vacanza', 'vacanze', 'viaggio', 'ferie'], pt: ['férias', 'viagem'], nl: ['vakantie', 'reis'], ru: ['отпуск*', 'поездк*', 'каникул*'], zh: ['假期', '度假', '休假', '旅行', '旅游', '年假'], ja: ['休暇', '旅行', '休み'], ko: ['휴가', '여행'] },
  'life.flight': { en: ['flight', 'plane'], es: ['vuelo', 'avión'], fr: ['vol', 'avion'], de: ['flug', 'flieger'], it: ['volo', 'aereo'], pt: ['voo', 'avião'], nl: ['vlucht', 'vliegtuig'], ru: ['рейс', 'самолёт', 'самолет', 'перелёт'], zh: ['航班', '飞机', '机票'], ja: ['フライト', '飛行機', '便'], ko: ['항공편', '비행기'] },
  'life.hotel': { en: ['hotel', 'hostel', 'airbnb', 'accommodation'], es: ['hotel', 'alojamiento'], fr: ['hôtel', 'hébergement'], de: ['hotel', 'unterkunft'], it: ['albergo', 'hotel', 'alloggio'], pt: ['hotel', 'alojamento', 'hospedagem'], nl: ['hotel', 'accommodatie'], ru: ['гостиниц*', 'отел*'], zh: ['酒店', '宾馆', '旅馆', '民宿'], ja: ['ホテル', '宿'], ko: ['호텔', '숙소'] },
  'life.rent': { en: ['rent', 'mortgage'], es: ['alquiler', 'hipoteca'], fr: ['loyer', 'hypothèque', 'prêt immobilier'], de: ['miete', 'hypothek', 'kredit'], it: ['affitto', 'mutuo'], pt: ['aluguel', 'renda', 'hipoteca'], nl: ['huur', 'hypotheek'], ru: ['аренд*', 'ипотек*', 'квартплат*'], zh: ['房租', '租金', '房贷'], ja: ['家賃', 'ローン'], ko: ['월세', '집세', '대출'] },
  'life.salary': { en: ['salary', 'wage', 'pay rise'], es: ['sueldo', 'salario'], fr: ['salaire', 'augmentation'], de: ['gehalt', 'lohn', 'gehaltserhöhung'], it: ['stipendio', 'salario'], pt: ['salário', 'aumento'], nl: ['salaris', 'loon', 'loonsverhoging'], ru: ['зарплат*', 'оклад'], zh: ['工资', '薪水', '月薪', '年薪', '加薪', '调薪', '涨薪', '到手'], ja: ['給料', '年収', '月給'], ko: ['월급', '연봉', '급여'] },
  'life.phone': { en: ['phone', 'handset', 'smartphone', 'iphone', 'android', 'mobile', 'samsung', 'galaxy', 'google pixel', 'huawei', 'oneplus', 'motorola', 'nokia'], es: ['móvil', 'celular', 'teléfono'], fr: ['portable', 'téléphone', 'smartphone'], de: ['handy', 'smartphone', 'telefon'], it: ['cellulare', 'telefono', 'smartphone'], pt: ['celular', 'telemóvel', 'telefone'], nl: ['telefoon', 'mobiel', 'smartphone'], ru: ['телефон*', 'смартфон*'], zh: ['手机', '电话', '华为', '三星', '荣耀', '苹果手机', 'iphone'], ja: ['スマホ', '携帯', '電話', 'アイフォン', 'iphone', 'ギャラクシー'], ko: ['휴대폰', '핸드폰', '스마트폰', '전화'] },
  // A phone line's carrier (the handset is `life.phone`): the big networks of each market by name.
  'life.carrier': { en: ['carrier', 'mobile plan', 'phone plan', 'prepaid', 'verizon', 't-mobile', 'at&t', 'vodafone', 'o2', 'sprint', 'giffgaff', 'telstra'], es: ['operador', 'compañía telefónica', 'movistar', 'vodafone'], fr: ['opérateur', 'forfait', 'sfr', 'bouygues', 'free mobile'], de: ['mobilfunkanbieter', 'handyvertrag', 'telekom', 'vodafone', 'o2'], it: ['operatore', 'vodafone', 'iliad'], pt: ['operadora', 'meo'], nl: ['provider', 'kpn', 'vodafone'], ru: ['оператор*', 'мтс', 'билайн', 'мегафон'], zh: ['运营商', '中国移动', '中国联通', '中国电信', '联通', '电信'], ja: ['キャリア', 'ドコモ', 'ソフトバンク', '楽天モバイル'], ko: ['통신사', 'skt', 'kt', 'lg u+'] },
  'life.computer': { en: ['laptop', 'computer', 'notebook', 'macbook', 'pc', 'thinkpad', 'mac', 'imac', 'dell', 'lenovo', 'chromebook', 'xps'], es: ['portátil', 'ordenador', 'computadora'], fr: ['ordinateur', 'ordinateur portable', 'pc portable'], de: ['laptop', 'rechner', 'computer', 'notebook'], it: ['portatile', 'computer'], pt: ['portátil', 'computador', 'notebook'], nl: ['laptop', 'computer'], ru: ['ноутбук*', 'компьютер*'], zh: ['电脑', '笔记本', '笔记本电脑', '联想', '戴尔', '苹果电脑', 'mac'], ja: ['パソコン', 'ノートパソコン'], ko: ['노트북', '컴퓨터'] },
  'life.car': { en: ['car', 'vehicle'], es: ['coche', 'carro', 'auto'], fr: ['voiture', 'auto'], de: ['auto', 'wagen', 'fahrzeug'], it: ['macchina', 'auto'], pt: ['carro', 'automóvel'], nl: ['auto', 'wagen'], ru: ['машин*', 'автомобил*'], zh: ['车', '汽车', '开车'], ja: ['車', '自動車'], ko: ['차', '자동차'] },
  'life.coffee': { en: ['coffee', 'latte', 'espresso', 'cappuccino', 'flat white', 'tea'], es: ['café', 'té'], fr: ['café', 'thé'], de: ['kaffee', 'tee'], it: ['caffè', 'tè'], pt: ['café', 'chá'], nl: ['koffie', 'thee'], ru: ['кофе', 'чай'], zh: ['咖啡', '拿铁', '茶'], ja: ['コーヒー', 'ラテ', 'お茶'], ko: ['커피', '라떼', '차'] },
  'life.shift': { en: ['shift', 'night shift', 'working hours', 'office hours', 'remote', 'home office'], es: ['turno', 'horario'], fr: ['horaires', 'poste de nuit', 'télétravail'], de: ['schicht', 'arbeitszeit', 'homeoffice'], it: ['turno', 'orario'], pt: ['turno', 'horário'], nl: ['dienst', 'werktijden', 'thuiswerken'], ru: ['смен*', 'график'], zh: ['班', '夜班', '上班时间', '居家办公'], ja: ['シフト', '勤務時間', '在宅'], ko: ['근무 시간', '야간', '재택'] },
  'life.wake': { en: ['wake up', 'wakes up', 'woke up', 'get up', 'gets up', 'wake-up time', 'alarm', 'bedtime', 'go to bed', 'goes to bed'], es: ['me levanto', 'se levanta', 'despierta', 'me despierto', 'me acuesto', 'se acuesta'], fr: ['me lève', 'se lève', 'réveil', 'me couche', 'se couche'], de: ['stehe auf', 'steht auf', 'aufstehen', 'wecker', 'ins bett', 'wache auf', 'wacht auf'], it: ['mi sveglio', 'si sveglia', 'mi alzo', 'si alza', 'sveglia', 'vado a letto'], pt: ['acordo', 'acorda', 'me levanto', 'se levanta', 'despertador', 'vou dormir'], nl: ['sta op', 'staat op', 'word wakker', 'wordt wakker', 'wekker', 'naar bed'], ru: ['просыпаюсь', 'просыпается', 'встаю', 'встаёт', 'встает', 'будильник', 'ложусь спать'], zh: ['起床', '醒来', '睡觉', '闹钟', '早起'], ja: ['起きる', '起床', '目覚まし', '寝る'], ko: ['일어나', '기상', '알람', '잠자리'] },
  'life.internet': { en: ['broadband', 'internet', 'wifi', 'isp'], es: ['fibra', 'internet'], fr: ['box internet', 'internet'], de: ['internet', 'dsl', 'glasfaser'], it: ['internet', 'fibra'], pt: ['internet', 'fibra'], nl: ['internet', 'glasvezel'], ru: ['интернет'], zh: ['宽带', '网络'], ja: ['回線', 'ネット'], ko: ['인터넷'] },
  // Words of being born: with a day's date beside them, a birthday ("born 2 May 1990", "1990年5月2日出生").
  born: {
    // Words that are also other words ("nato", cream "nata", "née" in English, Arabic "boy") only in phrases of being born.
    en: ['born'], de: ['geboren'], nl: ['geboren'], fr: ['suis né', 'suis née', 'est né', 'est née', 'naquit', 'naquis'], es: ['nací', 'nació', 'nacido el', 'nacida el'], it: ['sono nato', 'sono nata', 'è nato', 'è nata', 'nacqui', 'nacque'],
    pt: ['nasci', 'nasceu', 'nascido', 'nascida'], pl: ['urodziłem', 'urodziłam', 'urodził', 'urodziła', 'urodzony', 'urodzona'], cs: ['narodil', 'narodila', 'narozen', 'narozena'],
    ru: ['родился', 'родилась', 'рождён', 'рождена'], uk: ['народився', 'народилася'], sv: ['född'], da: ['født'], no: ['født'], fi: ['syntynyt', 'synnyin', 'syntyi'],
    hu: ['születtem', 'született'], ro: ['născut', 'născută'], el: ['γεννήθηκα', 'γεννήθηκε'], tr: ['doğdum', 'doğumlu'], ar: ['ولدت', 'وُلدت'], he: ['נולדתי', 'נולד', 'נולדה'],
    // "出生地" (birthplace), "出生证明" (a certificate) are no birthday: the day comes before "出生", or after "生于".
    zh: ['日出生', '号出生', '生于'], ja: ['生まれ'], ko: ['태어났', '출생'], id: ['lahir'], ms: ['lahir'], vi: ['sinh ra', 'sinh ngày'], hi: ['पैदा हुआ', 'पैदा हुई'], sw: ['nilizaliwa', 'alizaliwa'],
  },
  // Words that deny an attribute near them (English negation comes from the tagger).
  negator: {
    es: ['no', 'nunca', 'ningún', 'ninguna', 'ninguno', 'sin', 'jamás'], fr: ['pas', 'aucun', 'aucune', 'jamais', 'sans'], de: ['kein', 'keine', 'keinen', 'keiner', 'nicht', 'nie', 'niemals', 'ohne'],
    it: ['non', 'nessun', 'nessuna', 'nessuno', 'mai', 'senza'], pt: ['não', 'nenhum', 'nenhuma', 'nunca', 'sem'], nl: ['geen', 'niet', 'nooit', 'zonder'], ru: ['нет', 'не', 'никогда', 'без'],
    zh: ['没有', '无', '不是', '从未', '从不'], ja: ['ない', 'ありません', 'なし', '無し'], ko: ['없', '아니', '않'],
  },
};
for (const [concept, entry] of Object.entries(MORE_LANGUAGES)) Object.assign(LEXICONS[concept], entry);
Object.assign(LEXICONS, MORE_ATTRIBUTES);
/**
 * The helper's words for the person a record is about, without the short ones in Latin letters: the
 * matcher reads every language's terms in every text, and a short pronoun of one language is a
 * common word of another (Irish "ort" is German "place", Danish "din" Romanian "of", "te" a dozen
 * words) — the longer words for the user, the customer, the patient are kept in every script.
 */
const PERSON_WORDS_READ: LexiconEntry = Object.fromEntries(
  Object.entries(PERSON_WORDS).map(([lang, list]) => [lang, list.filter((t) => !/\p{Script=Latin}/u.test(t) || t.replace(/[*\s'’-]/gu, '').length >= 5)]),
);

// The words the helpers added (attribute-words.ts, provider-words.ts, person-words.ts), beside those above.
for (const [concept, entry] of [...Object.entries(MORE_ATTRIBUTE_WORDS), ...Object.entries(PROVIDER_WORDS), ...Object.entries(MORE_PROVIDER_WORDS), ['person', PERSON_WORDS_READ] as const]) {
  const into = (LEXICONS[concept] ??= {});
  for (const [lang, list] of Object.entries(entry)) into[lang] = [...new Set([...(into[lang] ?? []), ...list])];
}
// Negators of the further languages.
Object.assign(LEXICONS.negator, { sv: ['inga', 'ingen', 'inget', 'inte', 'aldrig', 'utan'], tr: ['yok', 'değil', 'hiç'], pl: ['nie', 'brak', 'bez', 'nigdy'] });
// And a helper's blind list for fifty languages (negator-words.ts): words that deny what follows
// them, and (`postnegator`) what precedes them ("vejetaryen değil", "ベジタリアンではない"). English
// negation comes from the tagger.
LEXICONS.postnegator = {};
// (One word each; a single Hangul or Chinese character matches inside other words: Korean "안" in "안녕하세요".)
const readable = (t: string) => !t.includes(' ') && !(t.length === 1 && /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(t));
for (const [lang, { before, after }] of Object.entries(NEGATOR_WORDS)) {
  if (lang === 'en') continue;
  LEXICONS.negator[lang] = [...new Set([...(LEXICONS.negator[lang] ?? []), ...before.filter(readable)])];
  if (after.length > 0) LEXICONS.postnegator[lang] = after.filter(readable);
}

/** Words that deny what comes after them as well as what comes before ("nicht", "pas"): after a word only at the end of its clause. */
export const NEGATES_BOTH_WAYS: ReadonlySet<string> = new Set(Object.values(NEGATOR_WORDS).flatMap(({ before, after }) => after.filter((t) => before.includes(t))));

let personTerms: { words: Map<string, string>; stems: [string, string][] } | undefined;

/**
 * The language of a single word by which a record names the person it is about or speaks to ("user",
 * "użytkownika", "votre", "användarens": the `person` lexicon, prefix stems included), or undefined.
 */
export function personWordLanguage(word: string): string | undefined {
  if (!personTerms) {
    const words = new Map<string, string>();
    const stems: [string, string][] = [];
    for (const [lang, list] of Object.entries(LEXICONS.person)) {
      for (const t of list) {
        if (t.includes(' ')) continue;
        if (t.endsWith('*')) stems.push([t.slice(0, -1), lang]);
        else if (!words.has(t)) words.set(t, lang);
      }
    }
    personTerms = { words, stems };
  }
  return personTerms.words.get(word) ?? personTerms.stems.find(([stem]) => word.length > stem.length && word.startsWith(stem))?.[1];
}

let compiled: ConceptLexicon | undefined;

/** The compiled attribute lexicon (once per process). */
function lexicon(): ConceptLexicon {
  compiled ??= compileLexicon({}, 0, LEXICONS);
  return compiled;
}

let labels: ConceptLexicon | undefined;

/** What the field labels of records (field-labels.ts) find in a sentence: for a field's key only. */
export function fieldLabelConcepts(s: Sentence): Map<string, { start: number; end: number; lang: string; term: string }[]> {
  labels ??= compileLexicon({}, 0, withoutAccents(FIELD_LABELS));
  return conceptsOf(s, labels);
}

/** Latin letters ASCII keys write otherwise, having no mark to drop. */
const BARE_LETTERS: Record<string, string> = { ł: 'l', đ: 'd', ı: 'i', ø: 'o', æ: 'ae', ß: 'ss', œ: 'oe' };

/** Letters shorter than this, without their accents, may be another word ("né" → "ne"). */
const FOLDED_MIN = 5;

/**
 * Each label also as a key written in ASCII spells it ("data_nascita", "telefono", "przelozony"):
 * keys of code and exports drop accents, and letters such as ł, đ, ø have no mark to drop. A short
 * label is not folded.
 */
function withoutAccents(labels: Record<string, LexiconEntry>): Record<string, LexiconEntry> {
  const fold = (t: string) =>
    t
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .replace(/[łđıøæßœ]/gu, (c) => BARE_LETTERS[c] ?? c);
  return Object.fromEntries(
    Object.entries(labels).map(([id, entry]) => [id, Object.fromEntries(Object.entries(entry).map(([lang, list]) => [lang, [...new Set([...list, ...list.map(fold).filter((t) => t.length >= FOLDED_MIN && /^[\p{Script=Latin}\p{N} '-]+$/u.test(t))])]]))]),
  );
}

/** What the attribute lexicons find in a sentence: concept name → token spans. */
export function attributeConcepts(s: Sentence): Map<string, { start: number; end: number; lang: string; term: string }[]> {
  return conceptsOf(s, lexicon());
}

let sharedKanji: Set<string> | undefined;

/** Terms Chinese and Japanese both list for one concept ("国籍", "血型" is not): read in either language. */
export function chineseAndJapanese(term: string): boolean {
  sharedKanji ??= new Set(Object.values(LEXICONS).flatMap((e) => (e.zh ?? []).filter((t) => (e.ja ?? []).includes(t))));
  return sharedKanji.has(term);
}

/** Topics of a person's week (`life.*`): they tie texts in two languages to one thing, without being an attribute with a value. */
export const isLifeTopic = (concept: string) => concept.startsWith('life.');

/** The topics of a person's week (`life.*`) with the words that name them, per language (a hook for affinity.ts). */
export function lifeTopicWords(): Map<string, string[]> {
  return new Map(Object.keys(LEXICONS).filter(isLifeTopic).map((name) => [name, Object.values(LEXICONS[name]).flat().filter((t) => !t.endsWith('*'))]));
}

/** A closed-class value concept ("commute:bike") split into class and value, or undefined. */
export function classValue(concept: string): { cls: string; value: string } | undefined {
  const at = concept.indexOf(':');
  return at > 0 ? { cls: concept.slice(0, at), value: concept.slice(at + 1) } : undefined;
}

/**
 * Words to look up memories that name an attribute by, per language listed (one lookup per
 * attribute; a user's memories are in their language, which a tool's record need not share).
 */
export function attributeLookupWords(concept: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  // The attribute's own words, then the words of its closed class's values ("cycle to work").
  for (const [name, entry] of Object.entries(LEXICONS)) {
    if (name !== concept && !name.startsWith(`${concept}:`)) continue;
    for (const [lang, list] of Object.entries(entry)) out.set(lang, [...(out.get(lang) ?? []), ...list.filter((t) => !t.endsWith('*'))]);
  }
  return out;
}

/**
 * A blood group written in any of the usual ways — "O negative", "AB+", "A(II) Rh+", "0 Rh-",
 * "B型" — as `A+`, `O-`, `AB` (no Rh factor known) …; undefined when the text names none.
 */
export function bloodGroupOf(text: string): string | undefined {
  const t = text.normalize('NFKC');
  // The factor as a sign or a word in any inflection ("positiv", "négatif", "Rhesus negativ").
  const m = /(?<![\p{L}\p{N}])(AB|A|B|O|0)\s*(?:\((?:I{1,3}|IV)\))?\s*(?:Rh(?:esus)?\s*)?(\+|-|−|pos(?:iti\p{L}*)?|neg(?:ati\p{L}*)?|положительн\p{L}*|отрицательн\p{L}*)?(?![\p{L}\p{N}])|(AB|A|B|O)型(?:\s*[，,、]?\s*Rh\s*(\+|-|−|阴性|陰性|阳性|陽性))?/iu.exec(t);
  if (!m) return undefined;
  const group = (m[1] ?? m[3]).toUpperCase().replace('0', 'O');
  const rh = (m[2] ?? m[4])?.toLowerCase();
  const sign = rh === undefined ? '' : /^(?:\+|pos|положит|阳|陽)/u.test(rh) ? '+' : '-';
  // A lone letter is a group only with its factor or a kanji suffix ("O" alone is a word or a label).
  if (!sign && !m[3] && group.length === 1) return undefined;
  return group + sign;
}

let relationWords: Map<string, string> | undefined;

/**
 * The relation a subject's words name ("sister lieve" → `sibling`, "老妈" → `parent`), or undefined.
 * A Chinese subject is read for the relation words it holds ("我最好的朋友林悦" → `friend`).
 */
export function relationOfSubject(subject: string): string | undefined {
  for (const w of subject.split(' ')) {
    const r = relationOf(w);
    if (r) return r;
  }
  if (/\p{Script=Han}/u.test(subject)) for (const [t, r] of relationTable()) if (/\p{Script=Han}/u.test(t) && t.length >= 2 && subject.includes(t)) return r;
  return undefined;
}

function relationTable(): Map<string, string> {
  relationWords ??= new Map(
    Object.entries(LEXICONS)
      .filter(([name]) => ATTRIBUTES[name]?.relation)
      .flatMap(([name, entry]) => Object.values(entry).flat().filter((t) => !t.includes(' ') && !t.endsWith('*')).map((t) => [t, name] as [string, string])),
  );
  return relationWords;
}

function relationOf(word: string): string | undefined {
  return relationTable().get(word.toLowerCase());
}
