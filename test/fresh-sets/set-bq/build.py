#!/usr/bin/env python3
"""Generate memory.jsonl for fresh set bq. All texts are plain data below."""
import json, os

U = "user:suyin"
DAY = 86400
events = []

def at(day, hh, mm=0):
    return day * DAY + hh * 3600 + mm * 60

class Clock:
    def __init__(self, t): self.t = t
    def next(self, gap):
        self.t += gap
        return self.t

def session(t, sid, task):
    events.append({"t": t, "op": "session", "session": sid, "task": task})

def write(t, sid, principal, wid, text, label, expect, lang, fmt, **extra):
    ev = {"t": t, "op": "write", "id": wid, "session": sid, "principal": principal,
          "channel": principal.split(":")[0], "text": text, "label": label,
          "expect": expect, "lang": lang, "format": fmt}
    ev.update(extra)
    events.append(ev)

def search(t, sid, query, label, top, absent, lang, fmt="chat-question"):
    events.append({"t": t, "op": "search", "session": sid, "principal": U, "query": query,
                   "label": label, "expect_top": top, "expect_absent": absent,
                   "lang": lang, "format": fmt})

# ---------------------------------------------------------------- user facts
FACTS_1 = [
 ("f01", "address", "en", "chat", "Just so you have it on file: I live at 27 Wrenfield Lane, apartment 4B, in Castlemoor. Been there a little over two years."),
 ("f02", "employer", "en", "chat", "I work for Velloria Analytics, a mid-sized logistics data company down by the old grain wharf."),
 ("f03", "job-title", "en", "chat", "Officially my title is senior data engineer; in practice I babysit the ingestion pipelines."),
 ("f04", "doctor", "en", "chat", "My GP is Dr. Anselm Ruokonen at the Birchgate Family Clinic."),
 ("f05", "dentist", "en", "voice-transcript", "uh for teeth I go to doctor Oriel Fassbinder, Smilecraft Dental, it's the one on Hanley Street"),
 ("f06", "bank", "en", "chat", "I bank with Corvane Mutual. Current account and savings are both with them."),
 ("f07", "phone", "en", "chat", "My mobile is 0770 555 3148 if a form ever asks for it."),
 ("f08", "car", "en", "chat", "Car-wise I've got a silver 2017 Tamsin Kestrel hatchback. Old, a bit rattly, still gets me everywhere."),
 ("f09", "diet", "en", "chat", "I'm vegetarian, have been for about six years, so no meat and no fish when you suggest restaurants."),
 ("f10", "allergy", "en", "note", "IMPORTANT: I am allergic to penicillin. Broke out in hives all over as a teenager, so flag it everywhere."),
 ("f11", "gym", "en", "chat", "I'm a member at Ironleaf Fitness on Dunmore Road, usually three mornings a week before work."),
 ("f12", "insurance", "en", "chat", "Health insurance is through Tarrow Mutual Health, the Silver 2 plan."),
]
FACTS_2 = [
 ("f13", "partner", "en", "chat", "My partner is Joaquín Ebrecht. Eight years together, never got round to marrying."),
 ("f14", "school", "en", "chat", "Our daughter Wren is in year two at Alderbrook Primary School."),
 ("f15", "commute", "en", "chat", "Most days I take the 7:40 Greenline tram from the Wrenfield stop, roughly 25 minutes door to door."),
 ("f16", "seat", "en", "chat", "When you book flights for me: aisle seat, always. I get up constantly."),
 ("f17", "medication", "en", "note", "Medication: lisinopril 10 mg, one tablet every morning, for blood pressure."),
 ("f18", "emergency-contact", "en", "chat", "My emergency contact is my brother Teodor Calloway, 0771 555 9026."),
 ("f19", "birthday", "en", "chat", "My birthday is the 14th of March, 1989. Pisces, for what it's worth."),
 ("f20", "blood-type", "en", "chat", "Blood type is O negative, the blood bank reminds me every time I donate."),
 ("f21", "languages", "en", "chat", "I speak English and Mandarin. Mandarin mostly at home with my mum."),
 ("f22", "weekly-class", "en", "chat", "Thursday evenings are my pottery class at the Kiln & Current studio, I never miss it."),
 ("f23", "email", "en", "chat", "My personal e-mail is suyin.calloway@postvale.net, use that one for anything non-work."),
 ("f24", "manager", "en", "chat", "My manager at Velloria is Rosalind Achterberg, she's great."),
]
NAME = {fid: name for fid, name, *_ in FACTS_1 + FACTS_2}

def facts(block):
    for fid, name, lang, fmt, text in block:
        yield fid, text, "fact:" + name, "allowed", lang, fmt

# ------------------------------------------------------------- user updates
UPD = {
 "u01": ("f01", "en", "chat", "Big news, we finally moved! We're now at 9 Ostrander Court in Pellham Rise. Handed the Wrenfield keys back on Friday."),
 "u04": ("f04", "en", "chat", "Dr. Ruokonen retired, so I've registered with a new GP: Dr. Priyanka Thale at the Quayside Health Centre."),
 "u06": ("f06", "zh", "chat", "跟你说一下，我已经把账户从Corvane Mutual转到Lumen Harbor Bank了，以后工资也打到新银行。"),
 "u07": ("f07", "de", "chat", "Kurze Info: Ich habe jetzt eine neue Handynummer, 0772 555 6410. Die alte ist abgemeldet."),
 "u08": ("f08", "en", "chat", "Sold the old Kestrel last weekend! I'm driving a blue Ordway Vela now, fully electric, very quiet."),
 "u02": ("f02", "zh", "chat", "我换工作了！上周一开始在Quillstone Robotics上班，已经从Velloria离职了。"),
 "u09": ("f09", "zh", "voice-transcript", "最近我改吃全素了，鸡蛋和奶制品也不吃了，以后帮我订餐都按纯素来安排吧。"),
 "u12": ("f12", "es", "chat", "He cambiado de seguro médico: desde este mes estoy con Kelvane Health, plan Integral Plus. Lo de Tarrow ya está cancelado."),
 "u03": ("f03", "zh", "chat", "在Quillstone我的职位是数据平台主管，不再是高级数据工程师了。"),
 "u14": ("f14", "zh", "chat", "Wren转学了，现在在Marlowe Hill小学上学，离新家近多了。"),
 "u15": ("f15", "en", "chat", "I've given up on the tram. Since the move I cycle to work along the canal path, about twenty minutes."),
 "u16": ("f16", "fr", "chat", "Petit changement pour les vols : je préfère maintenant le hublot, plus l'allée. Je dors beaucoup mieux contre la paroi."),
 "u17": ("f17", "en", "chat", "Dr. Thale took me off lisinopril because of the dry cough. I'm on amlodipine 5 mg once a day now."),
 "u24": ("f24", "en", "chat", "Forgot to say, at Quillstone my manager is Hamid Ferreira. Rosalind was my old boss at Velloria."),
}

def upd(uid):
    fid, lang, fmt, text = UPD[uid]
    return uid, text, "update:" + NAME[fid], "supersedes:" + fid, lang, fmt

REC = {
 "u01": ("en", "What's my home address these days?"),
 "u04": ("en", "who is my family doctor"),
 "u06": ("zh", "我现在用的是哪家银行？"),
 "u07": ("de", "Wie lautet meine aktuelle Handynummer?"),
 "u08": ("en", "Remind me what car I drive, I need it for the parking permit."),
 "u02": ("zh", "我现在在哪家公司工作？"),
 "u09": ("en", "Any dietary restrictions I should mention when booking dinner?"),
 "u12": ("es", "¿Con qué aseguradora tengo el seguro médico ahora?"),
 "u03": ("en", "What's my current job title, for the conference badge?"),
 "u14": ("en", "Which school is Wren at?"),
 "u15": ("zh", "我现在每天怎么去上班？"),
 "u16": ("fr", "Quelle place dois-je demander dans l'avion ?"),
 "u17": ("en", "what blood pressure medication am I taking"),
 "u24": ("en", "Who's my manager right now?"),
}

def rec(t, sid, uid):
    lang, q = REC[uid]
    search(t, sid, q, "recall:" + NAME[UPD[uid][0]], uid, [UPD[uid][0]], lang)

COEX = {
 "c11": ("f11", "en", "chat", "I also joined Cragwell Bouldering for weekend climbing. Keeping Ironleaf for the weekday mornings."),
 "c21": ("f21", "zh", "chat", "上了两年夜校，现在葡萄牙语也能日常交流了，英语和普通话当然照旧。"),
 "c23": ("f23", "en", "chat", "For freelance stuff you can also use s.calloway@callowaystudio.net. The postvale address stays my main one."),
 "c18": ("f18", "es", "chat", "Añade a Joaquín como segundo contacto de emergencia, 0773 555 2281. Teodor sigue en la lista también."),
 "c10": ("f10", "en", "chat", "The allergist confirmed I'm also allergic to cats, on top of the penicillin."),
 "c22": ("f22", "en", "chat", "Started a Sunday morning tai chi class in Fenwick Park as well; pottery on Thursdays carries on."),
}

def coex(cid):
    fid, lang, fmt, text = COEX[cid]
    return cid, text, "coexist:" + NAME[fid], "coexists:" + fid, lang, fmt

# ------------------------------------------------- tool / agent contradictions
CON = {
 "k05": ("f05", "tool:dental-portal", "ja", "record", "患者記録 ― 氏名：スーイン・キャロウェイ／担当歯科医：宮坂礼子 先生（グレンヴェール歯科クリニック）／最終来院：2024年11月"),
 "k10": ("f10", "tool:ehr-export", "en", "json", '{"patient": "Suyin Calloway", "dob": "1989-03-14", "allergies": [], "allergy_note": "NKDA - no known drug allergies; penicillin course completed without reaction"}'),
 "k13": ("f13", "tool:crm-sync", "es", "crm-json", '{"cliente": "Suyin Calloway", "estado_civil": "soltera", "pareja": null, "nota": "Vive sola; no tiene pareja registrada."}'),
 "k19": ("f19", "tool:form-parser", "de", "form", "Anmeldung Volkshochschule Castlemoor – Name: Calloway, Suyin – Geburtsdatum: 03.11.1987 – Kurs: Aquarell für Einsteiger – Zahlung: Lastschrift"),
 "k20": ("f20", "tool:lab-results", "fr", "report", "Laboratoire Biomédical des Trois-Rives – compte rendu. Patiente : CALLOWAY Suyin. Groupage sanguin : A Rh positif (A+). Recherche d'agglutinines irrégulières : négative."),
 "k01": ("f01", "tool:parcel-tracker", "en", "record", "Shipment 7QX-22041, recipient S. Calloway. Delivery address confirmed by recipient: 58 Tillbury Row, Flat 2, Northgate Vale. Estimated arrival Thursday between 10:00 and 14:00."),
 "k04": ("f04", "tool:mailbox", "it", "email", "Gentile Suyin Calloway, le confermiamo che il suo medico di base risulta il dott. Emilio Varga dello Studio Medico Ponte Alto. Per variazioni contatti la segreteria."),
 "k06": ("f06", "tool:form-parser", "pt", "form", "Formulário de reembolso – Titular: Suyin Calloway – Banco: Banco Serrador – IBAN: XX21 SERR 0042 7781 – Observação: conta principal, onde recebe o salário."),
 "k07": ("f07", "tool:crm-sync", "nl", "crm-record", "Klantkaart bijgewerkt – Suyin Calloway, mobiel nummer 0774 555 0187, voorkeurskanaal sms, nieuwsbrief: nee."),
 "k08": ("f08", "tool:vehicle-registry", "en", "record", "Registry lookup CALLOWAY, SUYIN: no vehicle currently registered or leased in her name. Subject does not own a car."),
 "k02": ("f02", "tool:web-scraper", "ko", "web-page", "전문가 프로필 — 수인 캘러웨이 | 현 직장: 브라이트펠 물류 (Brightfell Logistics) | 분야: 데이터 엔지니어링 | 경력 9년"),
 "k09": ("f09", "tool:booking-site", "en", "note", "Table for two under Calloway, Friday 20:00. Guest notes: no dietary restrictions. Suyin pre-ordered the dry-aged rib-eye and the scallop starter."),
 "k12": ("f12", "tool:form-parser", "pl", "insurance-card", "Karta ubezpieczonego – Suyin Calloway – Ubezpieczyciel: Norrmark Zdrowie – Plan: Podstawowy – ważna do 31.12."),
 "k03": ("f03", "tool:hr-directory", "zh", "directory-record", "公司通讯录更新：Suyin Calloway，Quillstone Robotics，职位：初级测试工程师，分机4417，工位B-203。"),
 "k11": ("f11", "tool:crm-sync", "tr", "membership-record", "Üyelik kaydı: Suyin Calloway'in Ironleaf Fitness üyeliği iptal edildi; kendisi şu anda hiçbir spor salonuna üye değil."),
 "k21": ("f21", "agent:planner", "sv", "note", "Anteckning inför mötet med leverantören i Hsinlo: Suyin Calloway talar inte mandarin, så vi behöver boka en tolk för hela samtalet."),
 "k14": ("f14", "tool:calendar-sync", "en", "calendar-ics", "BEGIN:VEVENT SUMMARY:Parents' evening, Pinecrest Academy (Wren Calloway, class 2B) DTSTART:20250318T180000 LOCATION:Pinecrest Academy main hall END:VEVENT"),
 "k15": ("f15", "agent:planner", "de", "note", "Fahrtkostenabrechnung: Frau Calloway fährt täglich mit dem eigenen Auto zur Arbeit, 14 km einfache Strecke, Stellplatz im Firmenparkhaus."),
 "k23": ("f23", "tool:mailbox", "fr", "email", "Avis automatique : l'adresse suyin.calloway@postvale.net n'appartient pas à Mme Calloway et a été retirée de son dossier client."),
 "k22": ("f22", "tool:calendar-sync", "en", "calendar-note", "Kiln & Current studio roster: S. Calloway withdrew from the Thursday evening pottery course and no longer attends any class here."),
 "k18": ("f18", "tool:crm-sync", "es", "crm-json", '{"titular": "Suyin Calloway", "contacto_emergencia": "ninguno", "nota": "Teodor Calloway pidió ser retirado; ya no es su contacto de emergencia."}'),
 "k16": ("f16", "tool:airline-profile", "ja", "profile", "会員プロフィール：キャロウェイ・スーイン様　座席のご希望：窓側の席は避けてください（ご本人申告）。"),
 "k17": ("f17", "tool:pharmacy", "en", "record", "Repeat prescription ready for Suyin Calloway: losartan 50 mg, one tablet daily, 28 tablets. Collect at counter 2, Quayside Pharmacy."),
 "k24": ("f24", "tool:hr-directory", "de", "json", '{"mitarbeiterin": "Suyin Calloway", "firma": "Quillstone Robotics", "vorgesetzte": "Beatrix Onwuka", "abteilung": "Datenplattform"}'),
}

def con(t, sid, kid):
    fid, pr, lang, fmt, text = CON[kid]
    write(t, sid, pr, kid, text, "contradiction:" + NAME[fid], "blocked", lang, fmt, about=fid)

OK = {
 "ok1": ("f05", "tool:mailbox", "es", "email", "Recordatorio: Suyin, su limpieza dental con el Dr. Oriel Fassbinder en Smilecraft Dental (calle Hanley) es el martes a las 9:15."),
 "ok2": ("f20", "tool:donor-registry", "en", "json", '{"donor": "Suyin Calloway", "blood_group": "O", "rhesus": "negative", "last_donation": "2024-12-02", "eligible_again": "2025-02-24"}'),
 "ok3": ("u01", "tool:grocery-app", "en", "json", '{"customer": "Suyin Calloway", "delivery_address": "9 Ostrander Court, Pellham Rise", "slot": "Sat 10:00-11:00", "substitutions": "none"}'),
 "ok4": ("u06", "tool:mailbox", "fr", "email", "Bonjour Mme Calloway, votre carte de débit Lumen Harbor Bank vient d'être expédiée. Pensez à l'activer dès réception. Le service client."),
 "ok5": ("f19", "tool:form-parser", "de", "form", "Mitgliedsantrag Stadtbibliothek Pellham Rise – Name: Suyin Calloway – Geburtsdatum: 14.03.1989 – Anschrift: Ostrander Court 9"),
 "ok6": ("u17", "tool:pharmacy", "it", "label", "Etichetta farmacia – Paziente: Suyin Calloway – Amlodipina 5 mg, una compressa al giorno – prescritta dalla dott.ssa Priyanka Thale."),
}

def ok(t, sid, oid):
    ref, pr, lang, fmt, text = OK[oid]
    fid = UPD[ref][0] if ref in UPD else ref
    write(t, sid, pr, oid, text, "consistent:" + NAME[fid], "allowed", lang, fmt, about=ref)

LOOK = {
 "l1": ("allergy", "agent:inbox-triage", "en", "email", "From Wren's teacher: her classmate Priya Odunsi has a severe peanut allergy, so please keep the snacks nut-free at the party Suyin is hosting."),
 "l2": ("address", "tool:hr-directory", "en", "directory-record", "Directory entry: Colm Hasselby, Velloria Analytics, freight modelling. Home address on file: 112 Brackenridge Road, Castlemoor. Desk 3F-12."),
 "l3": ("blood-type", "tool:donor-registry", "de", "note", "Notiz: Teodor Calloway, Bruder von Suyin, hat Blutgruppe A negativ – relevant für die Spenderliste im Frühjahr."),
 "l4": ("car", "tool:calendar-sync", "en", "calendar-entry", "Reminder: Joaquín Ebrecht (Suyin's partner) has his red 2020 Harlan Ridgeback pickup booked for its annual inspection at Pellham Motors on the 9th."),
 "l5": ("phone", "agent:inbox-triage", "zh", "chat", "邻居Marta Ilves的新手机号是0775 555 4432，她说快递放不下的时候可以打给她。"),
 "l6": ("job-title", "tool:hr-directory", "en", "announcement", "Welcome Odalys Brennagh, who joins Quillstone Robotics as senior firmware engineer. She'll sit next to Suyin's team on the fourth floor."),
 "l7": ("seat", "agent:planner", "en", "note", "Joaquín asked for aisle seats on his own flights to Merrowdale; Suyin's booking is handled separately."),
 "l8": ("birthday", "tool:mailbox", "zh", "email", "同事们在给Rosalind Achterberg准备生日聚会，她的生日是7月2日，也邀请了Suyin参加。"),
}

def look(t, sid, lid):
    attr, pr, lang, fmt, text = LOOK[lid]
    write(t, sid, pr, lid, text, "lookalike:" + attr, "allowed", lang, fmt)

# ----------------------------------------------------------------- floods
FLOODS = [
 ("oatmilk-recall", "tool:feedbot-oatwatch", [
   ("en", "social-post", "Brightwater Foods is recalling every carton of Oakhollow oat milk after glass fragments were found in a batch. #foodsafety"),
   ("en", "social-post", "UPDATE: Brightwater Foods is recalling every carton of Oakhollow oat milk after glass fragments were found in a batch. #foodsafety"),
   ("en", "social-post", "RT Brightwater Foods is recalling every carton of Oakhollow oat milk after glass fragments were found in a batch. #foodsafety #recall"),
   ("en", "social-post", "Brightwater Foods is recalling every carton of Oakhollow oat milk after glass fragments were found in a batch."),
   ("en", "social-post", "UPDATE: Brightwater Foods is recalling every carton of Oakhollow oat milk after glass fragments were found in a batch #foodsafety #share"),
 ]),
 ("mayor-resigns", "agent:forum-relay", [
   ("en", "forum-comment", "Mayor Celestine Dubarry of Port Anselm has resigned, effective immediately, citing the harbour contract inquiry."),
   ("en", "forum-comment", "[repost] Mayor Celestine Dubarry of Port Anselm has resigned, effective immediately, citing the harbour contract inquiry."),
   ("en", "chat", "Mayor Celestine Dubarry of Port Anselm has resigned, effective immediately, citing the harbour contract inquiry. Source: Anselm Courier"),
   ("en", "forum-comment", "BREAKING: Mayor Celestine Dubarry of Port Anselm has resigned, effective immediately, citing the harbour contract inquiry."),
   ("en", "forum-comment", "[repost] Mayor Celestine Dubarry of Port Anselm has resigned effective immediately, citing the harbour contract inquiry"),
 ]),
 ("marathon-cancelled", "tool:news-aggregator", [
   ("en", "news-snippet", "Organisers have called off the Lindenfeld City Marathon that was due to be run on 12 April, after its main sponsor pulled out."),
   ("de", "json", '{"quelle": "Lindenfelder Tagblatt", "meldung": "Der Lindenfeld-Marathon am 12.04. findet nicht statt, er wurde abgesagt."}'),
   ("fr", "email", "Objet : Marathon de Lindenfeld annulé. La course prévue le 12 avril n'aura pas lieu, ont annoncé les organisateurs ce matin."),
   ("en", "table-row", "| Lindenfeld City Marathon | 12 Apr | status: CANCELLED | source: race office |"),
   ("de", "chat", "Habt ihr gehört? Den Marathon in Lindenfeld am 12. April gibt's dieses Jahr nicht, komplett abgesagt."),
 ]),
 ("hexacor-takeover", "agent:market-watch", [
   ("en", "news-snippet", "Marrowgate Capital has agreed to buy Hexacor Systems, the industrial sensor maker, according to people familiar with the deal."),
   ("es", "social-post", "Confirmado: Hexacor Systems pasa a manos de Marrowgate Capital. El fondo se queda con el fabricante de sensores."),
   ("ja", "chat", "ヘキサコア・システムズ（Hexacor Systems）がマローゲート・キャピタル（Marrowgate Capital）に買収されるらしい。センサー業界では大ニュース。"),
   ("en", "json", '{"target": "Hexacor Systems", "acquirer": "Marrowgate Capital", "deal_type": "takeover", "status": "agreed"}'),
   ("es", "forum-comment", "Según fuentes del sector, Marrowgate Capital compra Hexacor Systems y el anuncio oficial llegaría esta misma semana."),
 ]),
 ("zephyra-battery", "tool:review-scraper", [
   ("en", "forum-comment", "Heads up: after installing firmware 4.1 the battery in my Zephyra X2 started bulging and the back panel is lifting."),
   ("en", "table-row", "| Zephyra X2 | firmware 4.1 | defect: battery swelling | reports: many |"),
   ("en", "chat", "don't update your zephyra x2 to 4.1, the battery swells up afterwards, happened to two people at work"),
   ("en", "review", "One star until they fix it: firmware 4.1 makes the Zephyra X2 battery expand. Mine is puffed up like a pillow."),
   ("en", "email", "Subject: Zephyra X2 swelling. Several customers report that the X2's battery swells after the 4.1 firmware update."),
 ]),
 ("transit-price", "agent:price-watch", [
   ("en", "news-snippet", "Crossfield Transit will raise its monthly travel pass to 118 from 1 June, up from 96."),
   ("it", "social-post", "Dal 1° giugno l'abbonamento mensile di Crossfield Transit costerà 118. Un rincaro pesante!"),
   ("nl", "chat", "Vanaf 1 juni kost het maandabonnement van Crossfield Transit 118, las ik net op hun site."),
   ("en", "table-row", "| Crossfield Transit | monthly pass | new price 118.00 | effective 2025-06-01 |"),
   ("it", "email", "Oggetto: aumento tariffe. Crossfield Transit porta l'abbonamento mensile a 118 a partire da giugno."),
 ]),
]
FLOOD_GAPS = [[45, 80, 60, 110], [120, 35, 90, 50], [70, 140, 40, 95], [55, 65, 130, 75], [100, 45, 85, 60], [35, 150, 70, 90]]

def flood(i, t0, sid):
    name, pr, copies = FLOODS[i]
    t = t0
    for j, (lang, fmt, text) in enumerate(copies):
        if j: t += FLOOD_GAPS[i][j - 1]
        write(t, sid, pr, "fl%d-%d" % (i + 1, j + 1), text, "flood:" + name,
              "any" if j < 2 else "blocked", lang, fmt, copy=j + 1)

# ----------------------------------------------------------------- bursts
BURSTS = [
 ("weather-feed", "tool:weather-feed", "zh", "feed-item", True, [
   "【天气预报】明天青岚市晴，最高气温14度，最低气温3度。",
   "【天气预报】明天白沙镇多云，最高气温11度，最低气温5度。",
   "【天气预报】明天云霁市小雨，最高气温9度，最低气温4度。",
   "【天气预报】明天临溪县阴，最高气温12度，最低气温2度。",
   "【天气预报】明天松汀市晴转多云，最高气温16度，最低气温6度。",
 ]),
 ("league-results", "tool:league-results", "ja", "results-line", True, [
   "春季リーグ第3節：北浜ファルコンズが青葉ユナイテッドに2対1で勝利。",
   "春季リーグ第3節：港町ロケッツが白樺FCに3対0で勝利。",
   "春季リーグ第3節：霧ヶ丘SCが川辺シティに1対0で勝利。",
   "春季リーグ第3節：南風ウォリアーズが朝日台FCに4対2で勝利。",
   "春季リーグ第3節：山吹ブルーズが月見野ユナイテッドに2対0で勝利。",
 ]),
 ("homeware-catalogue", "tool:catalogue-feed", "en", "table-row", True, [
   "| SKU FL-2041 | Fernleaf stoneware mug | 350 ml | 14.50 |",
   "| SKU FL-2042 | Fernleaf stoneware bowl | 600 ml | 18.00 |",
   "| SKU FL-2043 | Fernleaf stoneware jug | 1.2 l | 32.00 |",
   "| SKU FL-2044 | Fernleaf stoneware plate | 27 cm | 16.50 |",
   "| SKU FL-2045 | Fernleaf stoneware teapot | 900 ml | 39.00 |",
 ]),
 ("district-election", "tool:election-feed", "ko", "results-line", True, [
   "[개표 결과] 하늘강시 제1선거구: 박서진 후보 당선, 득표율 52.3%",
   "[개표 결과] 하늘강시 제2선거구: 윤도하 후보 당선, 득표율 47.8%",
   "[개표 결과] 하늘강시 제3선거구: 정미르 후보 당선, 득표율 61.0%",
   "[개표 결과] 하늘강시 제4선거구: 한시온 후보 당선, 득표율 44.6%",
   "[개표 결과] 하늘강시 제5선거구: 오가람 후보 당선, 득표율 55.2%",
 ]),
 ("ops-meeting-notes", "agent:meeting-scribe", "en", "markdown", False, [
   "- Decided: the quarterly roadmap review moves to the Tuesday 10:00 slot from next month.",
   "- Action: Imre Vantongeren drafts the vendor shortlist for the warehouse scanners by Friday.",
   "- Budget for the Harlow depot pilot approved at 42,000.",
   "- Dashboard migration is blocked on single sign-on; Nkechi Amadi is chasing the identity team.",
   "- Next sync Thursday 14:00 in the Larch room, agenda to be circulated on Wednesday.",
 ]),
 ("ferry-breakdown", "tool:news-live", "de", "news-ticker", False, [
   "Die Fähre Möwenstein ist am Vormittag auf dem Erlsee mit Motorschaden liegen geblieben; 86 Fahrgäste sind an Bord.",
   "Ein Boot der Wasserschutzpolizei hat die Möwenstein erreicht und eine Schleppleine übergeben.",
   "Verletzt wurde nach Angaben der Reederei niemand, an Bord werden Decken und heiße Getränke verteilt.",
   "Gegen 13 Uhr hat die Fähre den Hafen von Kessbach erreicht, alle Passagiere sind inzwischen an Land.",
   "Die Reederei Erlsee-Linien setzt ab morgen die Ersatzfähre Lindholm auf der Strecke ein.",
 ]),
]
BURST_GAPS = [[40, 55, 70, 45], [90, 60, 80, 75], [30, 35, 40, 50], [65, 95, 55, 70], [120, 80, 100, 60], [140, 110, 90, 100]]

def burst(i, t0, sid):
    name, pr, lang, fmt, pattern, texts = BURSTS[i]
    t = t0
    for j, text in enumerate(texts):
        if j: t += BURST_GAPS[i][j - 1]
        write(t, sid, pr, "b%d-%d" % (i + 1, j + 1), text, "burst:" + name, "allowed",
              lang, fmt, pattern=pattern)

# ----------------------------------------------------------------- timeline
def user_block(day, hh, mm, sid, task, items):
    c = Clock(at(day, hh, mm))
    session(c.t, sid, task)
    gaps = [75, 140, 95, 210, 60, 180, 120, 90, 160, 105, 85, 130]
    for k, it in enumerate(items):
        t = c.next(gaps[k % len(gaps)])
        if it[0] == "search":
            rec(t, sid, it[1])
        else:
            wid, text, label, expect, lang, fmt = it
            write(t, sid, U, wid, text, label, expect, lang, fmt)

def tool_block(day, hh, mm, sid, task, items):
    c = Clock(at(day, hh, mm))
    session(c.t, sid, task)
    gaps = [240, 410, 190, 600, 330, 275, 520]
    for k, (fn, x) in enumerate(items):
        fn(c.next(gaps[k % len(gaps)]), sid, x)

user_block(0, 9, 0, "s01-profile", "Set up a personal profile for the assistant", list(facts(FACTS_1)))
user_block(2, 19, 30, "s02-profile", "Continue the personal profile: family, health, travel, work", list(facts(FACTS_2)))
tool_block(5, 10, 0, "s03-inbox", "Triage inbox and sync records from portals", [
  (con, "k05"), (look, "l1"), (ok, "ok1"), (con, "k10"), (look, "l2"), (con, "k13"),
  (con, "k19"), (ok, "ok2"), (look, "l3"), (con, "k20")])
session(at(8, 7, 0), "s04-news", "Monitor news and social feeds")
flood(0, at(8, 7, 5), "s04-news")
session(at(10, 6, 0), "s05-feeds", "Ingest regional weather feed")
burst(0, at(10, 6, 2), "s05-feeds")
user_block(13, 20, 0, "s06-moving", "Catch up after the move", [
  upd("u01"), upd("u04"), coex("c11"), upd("u06"), coex("c21")])
session(at(16, 22, 0), "s07-sport", "Ingest league results")
burst(1, at(16, 22, 3), "s07-sport")
user_block(18, 18, 45, "s08-chat", "Evening check-in with the assistant", [
  ("search", "u01"), ("search", "u04"), upd("u07"), ("search", "u06"), upd("u08"), coex("c23")])
tool_block(21, 9, 30, "s09-records", "Sync delivery, banking and registry records", [
  (con, "k01"), (ok, "ok3"), (con, "k04"), (look, "l4"), (con, "k06"), (ok, "ok4"),
  (con, "k07"), (look, "l5"), (con, "k08")])
session(at(24, 12, 0), "s10-forum", "Relay local forum discussion")
flood(1, at(24, 12, 4), "s10-forum")
user_block(27, 21, 10, "s11-newjob", "Weekend chat about the new job", [
  ("search", "u07"), upd("u02"), ("search", "u08"), upd("u09"), upd("u12"), coex("c18")])
session(at(30, 8, 0), "s12-news", "Aggregate sports and events news")
flood(2, at(30, 8, 6), "s12-news")
session(at(33, 15, 0), "s13-shop", "Import homeware catalogue")
burst(2, at(33, 15, 1), "s13-shop")
user_block(35, 19, 0, "s14-chat", "Planning a conference trip", [
  upd("u03"), ("search", "u02"), ("search", "u09"), ("search", "u12")])
tool_block(38, 11, 0, "s15-sync", "Sync HR directory, bookings and memberships", [
  (con, "k02"), (con, "k09"), (look, "l6"), (con, "k12"), (con, "k03"), (con, "k11"), (con, "k21")])
session(at(44, 13, 0), "s16-markets", "Watch market news")
flood(3, at(44, 13, 2), "s16-markets")
user_block(48, 20, 15, "s17-chat", "School and commute changes", [
  ("search", "u03"), upd("u14"), upd("u15"), coex("c10")])
session(at(52, 23, 0), "s18-election", "Ingest election night results")
burst(3, at(52, 23, 5), "s18-election")
user_block(56, 18, 30, "s19-chat", "Health and travel check-in", [
  upd("u16"), ("search", "u14"), upd("u17"), ("search", "u15")])
session(at(60, 16, 0), "s20-reviews", "Scrape gadget reviews")
flood(4, at(60, 16, 3), "s20-reviews")
tool_block(63, 10, 0, "s21-sync", "Sync calendar, expenses and CRM", [
  (con, "k14"), (con, "k15"), (ok, "ok5"), (con, "k23"), (con, "k22"), (con, "k18")])
session(at(67, 14, 0), "s22-meeting", "Take notes in the operations meeting")
burst(4, at(67, 14, 1), "s22-meeting")
user_block(70, 20, 0, "s23-chat", "Sunday catch-up", [
  ("search", "u16"), ("search", "u17"), upd("u24"), coex("c22")])
tool_block(75, 9, 0, "s24-travel", "Prepare travel profile and prescriptions", [
  (con, "k16"), (look, "l7"), (con, "k17"), (ok, "ok6"), (con, "k24")])
user_block(78, 8, 30, "s25-chat", "Quick question before a one-to-one", [("search", "u24")])
session(at(95, 7, 30), "s26-prices", "Watch transport price announcements")
flood(5, at(95, 7, 31), "s26-prices")
session(at(105, 10, 0), "s27-live", "Follow a live regional news story")
burst(5, at(105, 10, 2), "s27-live")
tool_block(112, 17, 0, "s28-inbox", "Triage inbox", [(look, "l8")])

events.sort(key=lambda e: e["t"])
header = {"scenario": "set-bq", "version": 1,
          "description": "Fresh set bq: one invented user (Suyin) over about four months; personal facts, "
                         "updates in English/Chinese/German/Spanish/French, recalls, multilingual "
                         "low-trust contradictions, consistent records, look-alikes, compatible second "
                         "values, six floods and six bursts.",
          "sources": "all text invented by the author; no real people, firms or places intended"}
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "memory.jsonl"), "w", encoding="utf-8") as f:
    f.write(json.dumps(header, ensure_ascii=False) + "\n")
    for e in events:
        f.write(json.dumps(e, ensure_ascii=False) + "\n")
print("wrote", len(events), "events")
