/**
 * Multilingual lexicons for ending / "no longer" / name-field detection.
 *
 * Written from general knowledge of the languages by a helper that read no
 * file of the project, on 2026-12-06 (UTC, from `date -u`: Sun Dec 6 10:52:09
 * UTC 2026).
 *
 * All three constants are keyed by ISO 639-1 language code (`zh`, `ja`, `ko`
 * for CJK; `sr` is Serbian in Latin script). All terms are lower case.
 *
 * - ENDING_WORDS: words and short phrases with which a record, notice or third
 *   party says that something of a person (an account, a contract, a
 *   registration, a number, an address, a membership, an appointment, a
 *   subscription) has ended or is no longer valid: cancelled, terminated,
 *   closed, deactivated, deleted, revoked, expired, withdrawn, deregistered,
 *   out of service, replaced, superseded, former / previous, and the nouns of
 *   ending ("cancellation", "termination"). A trailing `*` marks a stem (at
 *   least 5 letters before the `*`). Words meaning "changed" or "moved",
 *   "without" or "unchanged", and bare time words ("old", "last", "ago") are
 *   deliberately left out.
 *
 * - NO_LONGER_WORDS: each language's "no longer / not any more / never"
 *   phrases as a writer uses them of a person ("she no longer banks with…"),
 *   plus the plain sentence negators. Phrases are written as contiguous words;
 *   callers match single words and contiguous phrases. Words meaning
 *   "without" and "no" used as a determiner ("none needed") are left out.
 *
 * - NAME_FIELD_KEYS: field labels used by forms, directories, CSV headers,
 *   JSON/XML/YAML keys and vCard for the name of the person a record is about
 *   ("name", "full name", "first name", "surname", …), with and without
 *   diacritics where ASCII keys are common; snake_case / camelCase keys are
 *   written as space-separated words ("full name" for full_name / fullName).
 *   Includes vCard's `fn` and `n`. Labels naming anything other than a
 *   person's name (product, company, user / login name) are excluded.
 */

export const ENDING_WORDS: Record<string, readonly string[]> = {
  en: [
    "cancelled", "canceled", "cancellation", "terminated", "termination",
    "ended", "closed", "deactivated", "discontinued", "removed", "deleted",
    "revoked", "expired", "withdrawn", "deregistered", "unsubscribed",
    "disconnected", "no longer valid", "out of service", "replaced",
    "superseded", "previous", "former", "formerly", "previously",
  ],
  de: [
    "gekündigt", "kündigung", "beendet", "beendigung", "geschlossen",
    "aufgelöst", "deaktiviert", "gelöscht", "widerrufen", "abgelaufen",
    "zurückgezogen", "abgemeldet", "erloschen", "storniert", "stornierung",
    "annulliert", "ungültig", "nicht mehr gültig", "außer betrieb", "ersetzt",
    "ehemalig*", "vorherig*", "bisherig*", "ex",
  ],
  fr: [
    "annulé", "annulée", "annulés", "annulées", "annulation", "résilié",
    "résiliée", "résiliation", "clôturé", "clôturée", "clôture", "fermé",
    "fermée", "désactivé*", "supprimé*", "révoqué*", "expiré*", "radié*",
    "périmé*", "hors service", "plus valide", "remplacé*", "précédent*",
    "anciennement", "auparavant",
  ],
  es: [
    "cancelado", "cancelada", "cancelados", "canceladas", "cancelación",
    "anulad*", "rescindid*", "rescisión", "cerrado", "cerrada", "dado de baja",
    "dada de baja", "desactivad*", "eliminad*", "revocad*", "vencid*",
    "caducad*", "expirad*", "reemplazad*", "sustituid*", "fuera de servicio",
    "ya no es válido", "anterior", "anteriormente", "ex",
  ],
  it: [
    "cancellato", "cancellata", "cancellati", "cancellate", "cancellazione",
    "annullat*", "disdett*", "cessat*", "chiuso", "chiusa", "disattivat*",
    "eliminat*", "revocat*", "scadut*", "ritirat*", "dismess*", "sostituit*",
    "rescissione", "fuori servizio", "non più valido", "non più valida",
    "precedente", "in precedenza", "ex",
  ],
  pt: [
    "cancelado", "cancelada", "cancelados", "canceladas", "cancelamento",
    "encerrad*", "encerramento", "rescindid*", "rescisão", "desativad*",
    "desativação", "excluíd*", "removido", "removida", "revogad*", "expirad*",
    "vencid*", "substituíd*", "inativ*", "fora de serviço",
    "não é mais válido", "anterior", "anteriormente", "ex",
  ],
  nl: [
    "geannuleerd", "opgezegd", "opzegging", "beëindigd", "beëindiging",
    "gesloten", "opgeheven", "gedeactiveerd", "verwijderd", "ingetrokken",
    "verlopen", "vervallen", "uitgeschreven", "afgemeld", "stopgezet",
    "ongeldig", "niet meer geldig", "buiten gebruik", "buiten dienst",
    "vervangen", "voormalig*", "voorheen", "ex",
  ],
  sv: [
    "uppsagd", "uppsagt", "uppsägning", "avslut*", "stängd", "stängt",
    "avregistrer*", "inaktiver*", "borttagen", "borttaget", "raderad",
    "raderat", "återkall*", "utgången", "utgånget", "upphört", "annuller*",
    "makuler*", "ogiltig*", "ur bruk", "ersatt", "före detta", "tidigare",
  ],
  da: [
    "opsagt", "opsigelse", "annulleret", "afsluttet", "lukket", "nedlagt",
    "deaktiveret", "slettet", "fjernet", "tilbagekaldt", "udløbet", "ophørt",
    "afmeldt", "udmeldt", "ugyldig", "ikke længere gyldig", "ude af drift",
    "erstattet", "tidligere", "forhenværende", "inaktiv",
  ],
  nb: [
    "oppsagt", "oppsigelse", "kansellert", "annullert", "avsluttet", "stengt",
    "nedlagt", "deaktivert", "slettet", "fjernet", "tilbakekalt", "utløpt",
    "opphørt", "avmeldt", "utmeldt", "ugyldig", "ikke lenger gyldig",
    "ute av drift", "erstattet", "tidligere", "forhenværende", "inaktiv",
  ],
  fi: [
    "irtisan*", "päättynyt", "päättyneet", "lopetettu", "suljettu", "peruttu",
    "peruut*", "poistettu", "mitätö*", "vanhentunut", "rauennut", "kumottu",
    "lakkaut*", "lakannut", "deaktivoitu", "ei enää voimassa", "pois käytöstä",
    "korvattu", "entinen", "entis*", "aiempi", "aiemmin", "edellinen",
  ],
  pl: [
    "anulowan*", "wypowiedzian*", "wypowiedzenie", "rozwiązany", "rozwiązana",
    "zamknięt*", "dezaktywowan*", "usunięt*", "unieważnion*", "wygas*",
    "wycofan*", "wyrejestrowan*", "nieważn*", "nieaktywn*", "nieczynn*",
    "zastąpion*", "poprzedni*", "uprzednio",
  ],
  cs: [
    "zrušen*", "ukončen*", "vypovězen*", "výpověď", "deaktivovan*",
    "odstraněn*", "smazan*", "zneplatněn*", "neplatn*", "zanikl*",
    "odhlášen*", "vypršel*", "nahrazen*", "bývalý", "bývalá", "bývalé",
    "předchozí", "dříve", "mimo provoz",
  ],
  sk: [
    "zrušen*", "ukončen*", "vypovedan*", "výpoveď", "deaktivovan*",
    "odstránen*", "vymazan*", "zneplatnen*", "neplatn*", "zanikl*",
    "odhlásen*", "nahraden*", "bývalý", "bývalá", "bývalé",
    "predchádzajúc*", "predtým", "mimo prevádzky",
  ],
  sl: [
    "preklic*", "ukinjen*", "odpovedan*", "prekinjen*", "prenehanje",
    "zaprt", "zaprta", "deaktiviran*", "izbrisan*", "odstranjen*", "potečen*",
    "neveljav*", "odjavljen*", "nadomeščen*", "nekdanj*", "prejšnj*",
    "bivši", "bivša", "bivše", "izven uporabe", "ni več veljaven",
  ],
  hr: [
    "otkazan*", "otkaz", "raskinut*", "raskid", "ukinut*", "zatvoren*",
    "deaktiviran*", "izbrisan*", "uklonjen*", "opozvan*", "poništen*",
    "istekao", "istekl*", "nevažeć*", "odjavljen*", "zamijenjen*",
    "prethodn*", "bivši", "bivša", "bivše", "izvan upotrebe", "izvan funkcije",
  ],
  sr: [
    "otkazan*", "otkaz", "raskinut*", "raskid", "ukinut*", "zatvoren*",
    "deaktiviran*", "izbrisan*", "uklonjen*", "opozvan*", "poništen*",
    "istekao", "istekl*", "nevažeć*", "odjavljen*", "zamenjen*", "prethodn*",
    "bivši", "bivša", "bivše", "van upotrebe", "van funkcije",
  ],
  hu: [
    "töröl*", "megszűn*", "megszüntet*", "lezár*", "felmond*", "visszavon*",
    "lejárt", "lejárat", "érvénytelen*", "inaktív*", "deaktivál*",
    "eltávolít*", "lecserélt", "már nem érvényes", "üzemen kívül", "korábbi",
    "korábban", "egykori",
  ],
  ro: [
    "anulat*", "anulare", "rezili*", "închis", "închisă", "închidere",
    "dezactivat*", "șters", "ștearsă", "eliminat*", "revocat*", "expirat*",
    "retras", "retrasă", "radiat*", "desființat*", "înlocuit*", "nevalabil*",
    "nu mai este valabil", "scos din uz", "anterior", "anterioară", "fostul",
    "fosta",
  ],
  el: [
    "ακυρώθηκε", "ακυρωμέν*", "ακύρωση", "καταγγελία", "λύθηκε", "τερματίστηκε",
    "τερματισμός", "έληξε", "ληγμένο", "ληγμένη", "κλειστός", "κλειστή",
    "απενεργοποιήθηκε", "απενεργοποιημέν*", "διαγράφηκε", "διαγραμμέν*",
    "ανακλήθηκε", "καταργήθηκε", "άκυρος", "άκυρη", "άκυρο",
    "εκτός λειτουργίας", "αντικαταστάθηκε", "πρώην", "προηγούμεν*",
  ],
  ru: [
    "отменён", "отменен*", "отмена", "расторг*", "прекращ*", "закрыт*",
    "деактивирован*", "удалён", "удален*", "отозван*", "аннулир*", "истёк",
    "истек", "истекш*", "недействител*", "снят с учёта", "снят с учета",
    "не действует", "заменён", "заменен*", "бывший", "бывшая", "бывшие",
    "прежн*", "предыдущ*",
  ],
  uk: [
    "скасован*", "скасування", "розірван*", "розірвання", "припинен*",
    "закрит*", "деактивован*", "видален*", "відкликан*", "анульован*",
    "недійсн*", "термін дії минув", "не діє", "замінен*", "колишн*",
    "попередн*",
  ],
  bg: [
    "отменен*", "анулиран*", "прекратен*", "прекратяване", "разтрогнат*",
    "закрит*", "деактивиран*", "изтрит*", "премахнат*", "оттеглен*",
    "изтекъл", "изтекл*", "невалид*", "заменен*", "извън употреба", "бивш",
    "бивша", "бивше", "бивши", "предишен", "предишн*",
  ],
  tr: [
    "iptal", "iptal edildi", "iptal edilmiş", "feshed*", "fesih",
    "sona erdi", "sona ermiş", "kapatıl*", "kapalı", "devre dışı", "silin*",
    "kaldırıl*", "geri çekildi", "süresi doldu", "süresi dolmuş", "geçersiz*",
    "kaydı silindi", "hizmet dışı", "önceki", "sabık", "eskiden",
  ],
  lt: [
    "atšauk*", "nutrauk*", "uždaryt*", "išjungt*", "ištrint*", "pašalint*",
    "panaikint*", "pasibaig*", "negalio*", "nebegalio*", "išregistruot*",
    "nebeveikia", "buvęs", "buvusi", "ankstesn*",
  ],
  lv: [
    "atcelt*", "atcelšana", "izbeigt*", "pārtraukt*", "slēgts", "slēgta",
    "deaktivizēt*", "dzēsts", "dzēsta", "noņemts", "noņemta", "atsaukt*", "beidzies",
    "beigusies", "nederīg*", "anulēt*", "aizstāt*", "vairs nav derīgs",
    "bijuš*", "bijusī", "iepriekšēj*",
  ],
  et: [
    "tühista*", "lõpetatud", "lõpetamine", "lõppenud", "suletud",
    "deaktiveeritud", "kustutatud", "eemaldatud", "tagasi võetud",
    "tagasivõetud", "aegunud", "kehtetu*", "ei kehti", "enam ei kehti",
    "asendatud", "üles öeldud", "ülesöeldud", "katkestatud", "endine",
    "endis*", "eelmine", "varasem",
  ],
  id: [
    "dibatalkan", "pembatalan", "diakhiri", "berakhir", "pemutusan",
    "diputus", "ditutup", "penutupan", "dinonaktifkan", "nonaktif",
    "tidak aktif", "dihapus", "penghapusan", "dicabut", "pencabutan",
    "kedaluwarsa", "kadaluarsa", "kadaluwarsa", "tidak berlaku",
    "tidak lagi berlaku", "tidak berfungsi", "digantikan", "sebelumnya",
    "mantan",
  ],
  ms: [
    "dibatalkan", "pembatalan", "ditamatkan", "penamatan", "ditutup",
    "penutupan", "dinyahaktifkan", "tidak aktif", "dipadamkan", "dihapuskan",
    "ditarik balik", "tamat tempoh", "luput", "tidak sah", "tidak lagi sah",
    "digantikan", "sebelum ini", "terdahulu", "bekas", "mantan",
  ],
  vi: [
    "đã hủy", "đã huỷ", "hủy bỏ", "huỷ bỏ", "chấm dứt", "đã kết thúc",
    "đã đóng", "vô hiệu hóa", "vô hiệu hoá", "đã xóa", "đã xoá", "bị xóa",
    "bị xoá", "thu hồi", "hết hạn", "hết hiệu lực", "không còn hiệu lực",
    "ngừng hoạt động", "ngừng sử dụng", "hủy đăng ký", "huỷ đăng ký",
    "đã thay thế", "cựu", "trước đây",
  ],
  tl: [
    "kinansela", "kanselado", "pagkansela", "winakasan", "tinapos",
    "isinara", "sarado", "tinanggal", "binura", "binawi", "itinigil",
    "pinawalang-bisa", "walang bisa", "wala nang bisa", "paso na",
    "nag-expire", "hindi na aktibo", "hindi na wasto", "dating", "dati",
  ],
  sw: [
    "imefutwa", "umefutwa", "limefutwa", "kufutwa", "imesitishwa",
    "kusitishwa", "imekatishwa", "imefungwa", "imeondolewa", "imeghairiwa",
    "imebatilishwa", "batili", "muda wake umeisha", "imeisha muda",
    "haitumiki", "imefutiliwa mbali", "aliyekuwa",
    "hapo awali",
  ],
  ar: [
    "ملغى", "ملغي", "ملغاة", "إلغاء", "تم إلغاء", "منتهي", "منتهية", "إنهاء",
    "مغلق", "مغلقة", "معطل", "معطلة", "محذوف", "محذوفة", "مفسوخ", "فسخ",
    "منتهي الصلاحية", "منتهية الصلاحية", "غير صالح", "غير صالحة",
    "خارج الخدمة", "سابق", "سابقة", "السابق", "سابقا",
  ],
  he: [
    "בוטל", "בוטלה", "בוטלו", "מבוטל", "מבוטלת", "ביטול", "הסתיים",
    "הסתיימה", "נסגר", "נסגרה", "הושבת", "מושבת", "נמחק", "נמחקה", "הוסר",
    "פג תוקף", "פג תוקפו", "לא בתוקף", "לא תקף", "נותק", "מנותק",
    "מחוץ לשירות", "לשעבר", "הקודם", "הקודמת",
  ],
  hi: [
    "रद्द", "रद्द किया गया", "रद्दीकरण", "समाप्त", "समाप्त किया गया", "समाप्ति",
    "बंद कर दिया गया", "बंद किया गया", "निष्क्रिय", "हटा दिया गया",
    "हटाया गया", "मिटाया गया", "निरस्त", "वापस लिया गया", "अमान्य",
    "अब मान्य नहीं", "सेवा से बाहर", "अवधि समाप्त", "प्रतिस्थापित",
    "भूतपूर्व",
  ],
  zh: [
    "已取消", "取消", "注销", "註銷", "已注销", "终止", "終止", "解约", "解約",
    "已关闭", "已關閉", "停用", "已停用", "已删除", "已刪除", "撤销", "撤銷",
    "已过期", "已過期", "失效", "作废", "作廢", "停机", "销户", "前任",
  ],
  ja: [
    "解約", "解約済み", "キャンセル", "キャンセル済み", "取消", "取り消し",
    "取消済み", "終了", "廃止", "閉鎖", "無効", "無効化", "削除済み", "退会",
    "退会済み", "失効", "期限切れ", "有効期限切れ", "抹消", "撤回", "解除",
    "利用停止", "使用停止", "旧",
  ],
  ko: [
    "취소", "취소됨", "해지", "해지됨", "해약", "종료", "종료됨", "폐쇄",
    "비활성화", "비활성", "삭제됨", "철회", "만료", "만료됨", "무효", "말소",
    "탈퇴", "해제", "폐지", "사용 중지", "서비스 종료", "유효하지 않음",
    "대체됨", "전직",
  ],
  th: [
    "ยกเลิก", "ถูกยกเลิก", "ยกเลิกแล้ว", "สิ้นสุด", "สิ้นสุดแล้ว", "ยุติ",
    "ปิดบัญชี", "ปิดแล้ว", "ปิดใช้งาน", "ระงับ", "ถูกลบ", "ลบแล้ว", "เพิกถอน",
    "หมดอายุ", "หมดอายุแล้ว", "ไม่มีผล", "เป็นโมฆะ", "โมฆะ", "เลิกใช้",
    "เลิกใช้งาน", "ไม่ใช้งาน", "อดีต", "ก่อนหน้า",
  ],
};

export const NO_LONGER_WORDS: Record<string, readonly string[]> = {
  en: [
    "not", "never", "no longer", "no more", "not any more", "not anymore",
    "not any longer", "never again", "isn't", "wasn't", "aren't", "weren't",
    "doesn't", "don't", "didn't", "hasn't", "haven't", "hadn't", "cannot",
    "can't", "won't", "isn’t", "doesn’t", "don’t", "nor",
  ],
  de: [
    "nicht", "nicht mehr", "nicht länger", "nie", "niemals", "nimmer",
    "nie mehr", "nie wieder", "längst nicht mehr", "inzwischen nicht mehr",
    "mittlerweile nicht mehr", "ist nicht mehr", "sind nicht mehr",
    "war nicht mehr", "nicht mehr länger",
  ],
  fr: [
    "ne", "n'", "pas", "jamais", "non", "ne pas", "n'est pas", "ne plus",
    "n'est plus", "ne sont plus", "n'était plus", "n'a plus", "n'ont plus",
    "ne fait plus partie", "n'habite plus", "ne travaille plus",
    "n'y travaille plus", "n'y habite plus", "n'est désormais plus",
    "ne jamais", "plus jamais", "ne l'est plus", "n’", "n’est pas",
    "n’est plus",
  ],
  es: [
    "no", "ya no", "nunca", "jamás", "nunca más", "ya nunca", "no más",
    "ya no es", "ya no está", "ya no trabaja", "ya no vive", "dejó de",
    "ha dejado de", "no es", "no está", "ni", "tampoco",
  ],
  it: [
    "non", "non più", "non è più", "non sono più", "non è", "non lavora più",
    "non abita più", "non vive più", "non fa più parte", "mai", "mai più",
    "ha cessato di", "né",
  ],
  pt: [
    "não", "não mais", "não é mais", "não está mais", "já não", "já não é",
    "já não está", "deixou de", "nunca", "jamais", "nunca mais",
    "não trabalha mais", "não mora mais", "não faz mais parte", "não é",
    "não está", "nem",
  ],
  nl: [
    "niet", "niet meer", "niet langer", "nooit", "nooit meer", "is niet meer",
    "zijn niet meer", "was niet meer", "inmiddels niet meer",
    "niet meer in dienst", "niet meer werkzaam", "werkt niet meer",
    "woont niet meer", "niet meer actief", "noch",
  ],
  sv: [
    "inte", "inte längre", "inte mer", "icke", "ej", "ej längre", "aldrig",
    "aldrig mer", "är inte längre", "numera inte", "bor inte längre",
    "arbetar inte längre", "jobbar inte längre", "inte längre anställd",
  ],
  da: [
    "ikke", "ikke længere", "ikke mere", "ej", "ej længere", "aldrig",
    "aldrig mere", "er ikke længere", "bor ikke længere",
    "arbejder ikke længere", "ikke længere ansat", "ikke længere aktiv",
  ],
  nb: [
    "ikke", "ikke lenger", "ikke lengre", "ikke mer", "ikkje",
    "ikkje lenger", "aldri", "aldri mer", "er ikke lenger", "bor ikke lenger",
    "jobber ikke lenger", "arbeider ikke lenger", "ikke lenger ansatt",
    "ikke lenger aktiv",
  ],
  fi: [
    "ei", "en", "et", "emme", "ette", "eivät", "eikä", "ei enää", "eivät enää",
    "enää ei", "ei ole", "ei ole enää", "ei enää ole", "ei koskaan",
    "ei enää asu", "ei enää työskentele", "ei enää kuulu",
  ],
  pl: [
    "nie", "już nie", "nie jest", "nie jest już", "już nie jest", "nie ma",
    "już nie ma", "nigdy", "nigdy więcej", "już nie pracuje",
    "nie pracuje już", "już nie mieszka", "nie mieszka już", "przestał być",
    "przestała być", "dłużej nie", "ani",
  ],
  cs: [
    "ne", "už ne", "již ne", "není", "už není", "již není", "není už",
    "nejsou", "nebyl", "nebyla", "nikdy", "nikdy více", "nikdy víc",
    "už nepracuje", "již nepracuje", "už nebydlí", "již nebydlí",
    "nadále ne", "přestal být", "přestala být",
  ],
  sk: [
    "nie", "ne", "už nie", "už nie je", "nie je", "už viac nie", "viac nie",
    "nie sú", "nebol", "nebola", "nikdy", "nikdy viac", "už nepracuje",
    "už nebýva", "prestal byť", "prestala byť",
  ],
  sl: [
    "ne", "ni", "niso", "ni več", "niso več", "ne več", "več ne", "nikoli",
    "nikoli več", "ni bil", "ni bila", "ne dela več", "ne živi več",
    "ni več zaposlen", "ni več zaposlena", "ni več član", "ni več članica",
  ],
  hr: [
    "ne", "nije", "nisu", "već ne", "više ne", "nije više", "više nije",
    "nikad", "nikada", "nikad više", "nije bio", "nije bila", "više ne radi",
    "ne radi više", "više ne živi", "prestao je", "prestala je", "nema više",
  ],
  sr: [
    "ne", "nije", "nisu", "već ne", "više ne", "nije više", "više nije",
    "nikad", "nikada", "nikad više", "nije bio", "nije bila", "više ne radi",
    "ne radi više", "više ne živi", "prestao je", "prestala je", "nema više",
  ],
  hu: [
    "nem", "ne", "nincs", "nincsenek", "már nem", "már nincs", "többé nem",
    "nem többé", "soha", "soha többé", "sosem", "sose", "már nem dolgozik",
    "már nem lakik", "már nem tag",
  ],
  ro: [
    "nu", "nu mai", "nu mai este", "nu mai e", "nu mai sunt", "nu mai era",
    "nu este", "nu e", "niciodată", "nicicând", "nici", "nu mai lucrează",
    "nu mai locuiește", "nu mai face parte", "a încetat să",
  ],
  el: [
    "δεν", "δε", "μη", "μην", "όχι", "πια", "πλέον δεν", "πια δεν", "όχι πια",
    "ποτέ", "ποτέ πια", "ποτέ ξανά", "δεν είναι πια", "δεν είναι πλέον",
    "δεν ισχύει πια", "δεν εργάζεται πια", "δεν μένει πια", "δεν ανήκει πια",
    "έπαψε να",
  ],
  ru: [
    "не", "нет", "ни", "больше не", "уже не", "более не", "не является",
    "больше не является", "уже не является", "никогда", "никогда больше",
    "больше не работает", "уже не работает", "больше не живёт",
    "больше не живет", "больше не числится", "перестал", "перестала",
  ],
  uk: [
    "не", "ні", "немає", "більше не", "вже не", "уже не", "більш не", "не є",
    "вже не є", "більше не є", "ніколи", "ніколи більше",
    "більше не працює", "вже не працює", "більше не живе", "перестав",
    "перестала",
  ],
  bg: [
    "не", "няма", "вече не", "вече не е", "не е", "не е вече", "повече не",
    "не са", "никога", "никога повече", "вече не работи", "вече не живее",
    "вече няма", "престана да",
  ],
  tr: [
    "değil", "değildir", "artık", "artık değil", "artık değildir", "yok",
    "artık yok", "hiç", "asla", "hiçbir zaman", "artık çalışmıyor",
    "artık oturmuyor", "artık yaşamıyor", "artık üye değil", "olmaktan çıktı",
  ],
  lt: [
    "ne", "nėra", "nebėra", "nebe", "jau ne", "jau nėra", "daugiau nebe",
    "niekada", "niekuomet", "niekada daugiau", "nebuvo", "nebedirba",
    "nebegyvena", "nebepriklauso",
  ],
  lv: [
    "ne", "nē", "nav", "nebija", "vairs ne", "vairs nav", "nav vairs",
    "nekad", "nekad vairs", "vairs nestrādā", "vairs nedzīvo",
    "vairs nav biedrs",
  ],
  et: [
    "ei", "pole", "mitte", "ei ole", "ei enam", "enam ei", "enam ei ole",
    "pole enam", "mitte enam", "enam mitte", "ei kunagi", "mitte kunagi",
    "iial", "ei tööta enam", "enam ei tööta", "ei ela enam", "enam ei ela",
  ],
  id: [
    "tidak", "tak", "bukan", "jangan", "nggak", "gak", "enggak", "tidak lagi",
    "bukan lagi", "tak lagi", "sudah tidak", "sudah bukan", "tidak pernah",
    "tak pernah", "tidak lagi bekerja", "sudah tidak bekerja",
    "tidak lagi tinggal", "sudah tidak tinggal", "tidak lagi menjadi",
  ],
  ms: [
    "tidak", "tak", "bukan", "tiada", "jangan", "tidak lagi", "bukan lagi",
    "tak lagi", "sudah tidak", "sudah tak", "sudah bukan", "tidak pernah",
    "tak pernah", "tidak lagi bekerja", "tidak lagi tinggal",
    "tidak lagi menjadi",
  ],
  vi: [
    "không", "chẳng", "chả", "không phải", "không còn", "không còn là",
    "không còn nữa", "đã không còn", "chẳng còn", "không bao giờ",
    "chưa bao giờ", "không còn làm", "không còn làm việc", "không còn ở",
    "không còn là thành viên",
  ],
  tl: [
    "hindi", "di", "huwag", "hindi na", "di na", "wala na", "hindi kailanman",
    "kailanman", "hindi na siya", "hindi na nagtatrabaho", "hindi na nakatira",
    "hindi na miyembro", "hindi na kasapi",
  ],
  sw: [
    "si", "sio", "siyo", "hapana", "kamwe", "si tena", "sio tena",
    "haiko tena", "hayuko tena", "hayupo tena", "haipo tena", "hakuna tena",
    "hafanyi kazi tena", "haishi tena", "si mwanachama tena",
    "haitumiki tena",
  ],
  ar: [
    "لا", "ليس", "ليست", "ليسوا", "لم", "لن", "لم يعد", "لم تعد", "لم يعودوا",
    "لم يكن", "لم تكن", "لن يكون", "أبدا", "أبداً", "لا يعمل", "لم يعد يعمل",
    "لم تعد تعمل", "لم يعد يسكن", "لم تعد تسكن", "توقف عن", "توقفت عن",
  ],
  he: [
    "לא", "אין", "אינו", "אינה", "אינם", "אינן", "כבר לא", "לא עוד",
    "כבר אינו", "כבר אינה", "אינו עוד", "אינה עוד", "אף פעם", "לעולם לא",
    "מעולם לא", "הפסיק", "הפסיקה", "כבר לא עובד", "כבר לא עובדת",
    "כבר לא גר", "כבר לא גרה",
  ],
  hi: [
    "नहीं", "न", "ना", "मत", "अब नहीं", "अब और नहीं", "अब नहीं है",
    "अब नहीं रहा", "अब नहीं रही", "अब नहीं रहे", "नहीं रहा", "नहीं रही",
    "कभी नहीं", "कभी भी नहीं", "अब काम नहीं करता", "अब काम नहीं करती",
  ],
  zh: [
    "不", "没", "沒", "没有", "沒有", "无", "無", "非", "未", "不再", "已不",
    "已经不", "已經不", "不是", "已不是", "不再是", "已经不是", "已經不是",
    "再也不", "从未", "從未", "从不", "從不", "永不",
  ],
  ja: [
    "ない", "ません", "なかった", "ではない", "じゃない", "ではありません",
    "もはや", "もうない", "もう無い", "もういない", "もういません",
    "もうありません", "なくなった", "無くなった", "ではなくなった",
    "でなくなった", "いなくなった", "二度と", "決して", "不", "非", "未",
  ],
  ko: [
    "않", "않다", "않는다", "않습니다", "않음", "안", "못", "아니", "아니다",
    "아닙니다", "아님", "더 이상", "더이상", "더 이상 아니다", "이제 더 이상",
    "더 이상 근무하지 않", "더 이상 살지 않", "결코", "절대", "한 번도",
  ],
  th: [
    "ไม่", "ไม่ได้", "มิ", "มิได้", "ไม่ใช่", "ไม่เป็น", "ไม่ได้เป็น", "อีกต่อไป",
    "ไม่อีกต่อไป", "ไม่อีกแล้ว", "ไม่มีอีกแล้ว", "ไม่เคย", "ไม่มีวัน",
    "ไม่ได้ทำงานแล้ว", "ไม่ได้อยู่แล้ว",
  ],
};

export const NAME_FIELD_KEYS: Record<string, readonly string[]> = {
  en: [
    "name", "fn", "n", "full name", "fullname", "first name", "firstname",
    "last name", "lastname", "surname", "sn", "given name", "givenname",
    "given names", "family name", "familyname", "middle name", "middlename",
    "maiden name", "birth name", "forename", "forenames", "legal name",
    "person name", "contact name", "customer name",
    "patient name", "employee name", "member name",
  ],
  de: [
    "name", "vorname", "vornamen", "nachname", "nachnamen", "familienname",
    "zuname", "vollständiger name", "vollstaendiger name", "voller name",
    "rufname", "geburtsname", "mädchenname", "maedchenname",
    "vor und nachname", "name vorname", "vorname name", "vorname nachname",
  ],
  fr: [
    "nom", "prénom", "prenom", "prénoms", "prenoms", "nom de famille",
    "nom complet", "nom et prénom", "nom et prenom", "nom prénom",
    "nom prenom", "prénom nom", "prenom nom", "nom de naissance",
    "nom d'usage", "nom usuel", "nom de jeune fille", "patronyme",
    "second prénom", "second prenom",
  ],
  es: [
    "nombre", "nombres", "apellido", "apellidos", "primer apellido",
    "segundo apellido", "apellido paterno", "apellido materno",
    "nombre completo", "nombre y apellido", "nombre y apellidos",
    "nombres y apellidos", "nombre de pila", "segundo nombre",
  ],
  it: [
    "nome", "cognome", "nome completo", "nome e cognome", "cognome e nome",
    "nominativo", "secondo nome", "nome di battesimo", "cognome da nubile",
  ],
  pt: [
    "nome", "nomes", "sobrenome", "sobrenomes", "apelido", "apelidos",
    "nome completo", "primeiro nome", "último nome", "ultimo nome",
    "nome próprio", "nome proprio", "nome de família", "nome de familia",
    "nome do meio", "nome social",
  ],
  nl: [
    "naam", "voornaam", "voornamen", "achternaam", "familienaam",
    "geslachtsnaam", "volledige naam", "roepnaam", "tussenvoegsel",
    "voorletters", "meisjesnaam", "geboortenaam",
  ],
  sv: [
    "namn", "förnamn", "fornamn", "efternamn", "fullständigt namn",
    "fullstandigt namn", "fullt namn", "hela namnet", "tilltalsnamn",
    "mellannamn", "släktnamn", "slaktnamn", "födelsenamn", "fodelsenamn",
    "flicknamn",
  ],
  da: [
    "navn", "fornavn", "efternavn", "fulde navn", "fuldt navn",
    "mellemnavn", "slægtsnavn", "slaegtsnavn", "pigenavn",
    "fødenavn", "foedenavn",
  ],
  nb: [
    "navn", "fornavn", "etternavn", "fullt navn", "fullstendig navn",
    "mellomnavn", "slektsnavn", "pikenavn", "fødenavn", "fodenavn", "namn",
    "førenamn", "forenamn", "etternamn",
  ],
  fi: [
    "nimi", "etunimi", "etunimet", "sukunimi", "koko nimi", "kokonimi",
    "kutsumanimi", "toinen nimi", "välinimi", "valinimi", "tyttönimi",
    "tyttonimi", "syntymänimi",
  ],
  pl: [
    "imię", "imie", "imiona", "nazwisko", "imię i nazwisko",
    "imie i nazwisko", "pełne imię", "pelne imie", "drugie imię",
    "drugie imie", "nazwisko rodowe", "nazwisko panieńskie",
    "nazwisko panienskie",
  ],
  cs: [
    "jméno", "jmeno", "příjmení", "prijmeni", "celé jméno", "cele jmeno",
    "jméno a příjmení", "jmeno a prijmeni", "křestní jméno", "krestni jmeno",
    "rodné příjmení", "rodne prijmeni", "rodné jméno", "rodne jmeno",
  ],
  sk: [
    "meno", "priezvisko", "celé meno", "cele meno", "meno a priezvisko",
    "krstné meno", "krstne meno", "rodné priezvisko", "rodne priezvisko",
    "rodné meno", "rodne meno",
  ],
  sl: [
    "ime", "priimek", "ime in priimek", "polno ime", "osebno ime",
    "drugo ime", "dekliški priimek", "dekliski priimek", "rojstni priimek",
  ],
  hr: [
    "ime", "prezime", "ime i prezime", "puno ime", "osobno ime",
    "djevojačko prezime", "djevojacko prezime", "rođeno prezime",
    "rodjeno prezime",
  ],
  sr: [
    "ime", "prezime", "ime i prezime", "puno ime", "lično ime", "licno ime",
    "devojačko prezime", "devojacko prezime", "rođeno prezime",
    "rodjeno prezime",
  ],
  hu: [
    "név", "nev", "vezetéknév", "vezeteknev", "keresztnév", "keresztnev",
    "utónév", "utonev", "családi név", "csaladi nev", "családnév",
    "csaladnev", "teljes név", "teljes nev", "születési név",
    "szuletesi nev", "viselt név", "viselt nev",
  ],
  ro: [
    "nume", "prenume", "prenumele", "numele", "nume complet",
    "numele complet", "nume și prenume", "nume şi prenume", "nume si prenume",
    "nume de familie", "numele de familie", "nume de fată", "nume de fata",
  ],
  el: [
    "όνομα", "ονομα", "επώνυμο", "επωνυμο", "ονοματεπώνυμο",
    "ονοματεπωνυμο", "πλήρες όνομα", "πληρες ονομα", "μικρό όνομα",
    "μικρο ονομα", "πατρικό επώνυμο",
  ],
  ru: [
    "имя", "фамилия", "отчество", "фио", "ф.и.о.", "полное имя",
    "имя и фамилия", "фамилия и имя", "фамилия имя", "фамилия имя отчество",
    "имя отчество", "девичья фамилия",
  ],
  uk: [
    "ім'я", "ім’я", "імʼя", "прізвище", "по батькові", "піб", "п.і.б.",
    "повне ім'я", "повне ім’я", "ім'я та прізвище", "прізвище та ім'я",
    "прізвище ім'я по батькові", "дівоче прізвище",
  ],
  bg: [
    "име", "имена", "фамилия", "презиме", "пълно име", "собствено име",
    "име и фамилия", "три имена", "бащино име", "фамилно име",
    "моминско име",
  ],
  tr: [
    "ad", "adı", "adi", "adınız", "soyad", "soyadı", "soyadi", "soyadınız",
    "ad soyad", "adı soyadı", "adi soyadi", "ad soyadı", "isim", "soyisim",
    "isim soyisim", "tam ad", "tam adı", "tam isim", "ikinci ad",
    "kızlık soyadı", "kizlik soyadi",
  ],
  lt: [
    "vardas", "vardai", "pavardė", "pavarde", "vardas ir pavardė",
    "vardas ir pavarde", "vardas pavardė", "vardas pavarde", "pilnas vardas",
    "antras vardas", "mergautinė pavardė", "mergautine pavarde",
  ],
  lv: [
    "vārds", "vards", "uzvārds", "uzvards", "vārds uzvārds", "vards uzvards",
    "vārds un uzvārds", "vards un uzvards", "pilns vārds", "pilns vards",
    "dzimšanas uzvārds", "dzimsanas uzvards",
  ],
  et: [
    "nimi", "eesnimi", "eesnimed", "perekonnanimi", "perenimi", "täisnimi",
    "taisnimi", "ees ja perekonnanimi", "neiupõlvenimi", "neiupolvenimi",
  ],
  id: [
    "nama", "nama lengkap", "nama depan", "nama belakang", "nama keluarga",
    "nama tengah", "nama kecil", "nama panggilan", "nama marga",
  ],
  ms: [
    "nama", "nama penuh", "nama pertama", "nama akhir", "nama depan",
    "nama belakang", "nama keluarga", "nama tengah", "nama panggilan",
  ],
  vi: [
    "tên", "họ", "họ tên", "ho ten", "họ và tên", "ho va ten", "tên đầy đủ",
    "ten day du", "họ tên đầy đủ", "tên riêng", "ten rieng", "tên đệm",
    "ten dem", "tên gọi", "ten goi",
  ],
  tl: [
    "pangalan", "buong pangalan", "unang pangalan", "gitnang pangalan",
    "huling pangalan", "apelyido", "apelido", "pangalan ng pamilya",
    "gitnang apelyido",
  ],
  sw: [
    "jina", "majina", "jina kamili", "majina kamili", "jina la kwanza",
    "jina la kati", "jina la mwisho", "jina la ukoo", "jina la familia",
  ],
  ar: [
    "الاسم", "اسم", "الاسم الكامل", "الاسم بالكامل", "الاسم الأول",
    "الاسم الاول", "الاسم الأخير", "الاسم الاخير", "اسم العائلة", "اللقب",
    "الكنية", "الاسم الثلاثي", "الاسم الرباعي",
  ],
  he: [
    "שם", "שם מלא", "שם פרטי", "שם משפחה", "שם נעורים", "שמות",
    "שם ושם משפחה",
  ],
  hi: [
    "नाम", "पूरा नाम", "पहला नाम", "उपनाम", "अंतिम नाम", "कुलनाम",
    "मध्य नाम", "परिवार का नाम", "नाम और उपनाम",
  ],
  zh: [
    "姓名", "名字", "姓", "名", "全名", "姓氏", "真实姓名", "真實姓名",
    "法定姓名", "中文名", "英文名", "曾用名",
  ],
  ja: [
    "氏名", "名前", "お名前", "姓", "名", "氏", "姓名", "苗字", "名字",
    "フルネーム", "フリガナ", "ふりがな", "ファーストネーム", "ラストネーム",
    "旧姓", "漢字氏名", "カナ氏名",
  ],
  ko: [
    "이름", "성명", "성", "성함", "성씨", "전체 이름", "실명", "본명",
    "영문 이름", "영문명", "한글 이름",
  ],
  th: [
    "ชื่อ", "นามสกุล", "สกุล", "ชื่อ นามสกุล", "ชื่อ-นามสกุล", "ชื่อ-สกุล",
    "ชื่อและนามสกุล", "ชื่อเต็ม", "ชื่อจริง", "ชื่อกลาง",
  ],
};
