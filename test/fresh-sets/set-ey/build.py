"""Generate memory.jsonl for the fresh set set-ey.

User: Anaïs Ah-Chuen, a ravanne maker (she builds the goat-skin frame drums
of séga music) living in Curepipe, Mauritius. Languages: English, Chinese,
Mauritian Creole (Kreol Morisien, code mfe) and French.
Everything here is invented.
"""
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "memory.jsonl")

USER = "user:anais"
S_CHAT, S_TOOLS, S_AGENTS = "chat", "tools", "agents"

# ---------------------------------------------------------------- facts
# (id, attribute, lang, format, text, core?)
FACTS = [
    ("f01", "home address", "en", "sentence", "My home address is 14 Rue des Fougères, Curepipe."),
    ("f02", "employer", "zh", "sentence", "我在Rose-Hill的Kolektif Ravann合作社工作。"),
    ("f03", "job title", "en", "field", "Job title: master ravanne maker"),
    ("f04", "doctor", "mfe", "sentence", "Mo dokter se Dr Priya Ramdin, so kabine dan Floréal."),
    ("f05", "dentist", "en", "sentence", "My dentist is Dr Olivier Chan Kye in Vacoas."),
    ("f06", "bank", "zh", "field", "银行：Banque Corail"),
    ("f07", "phone", "en", "field", "Phone: +230 5712 4486"),
    ("f08", "e-mail", "en", "field", "E-mail: anais.ahchuen@lagonmail.mu"),
    ("f09", "partner", "fr", "sentence", "Mon compagnon s'appelle Kevin Moutou."),
    ("f10", "gym", "zh", "sentence", "我在Plato Fitness Curepipe健身。"),
    ("f11", "diet", "en", "sentence", "I'm pescatarian: fish yes, no other meat."),
    ("f12", "allergy", "en", "sentence", "I'm allergic to peanuts."),
    ("f13", "medication", "zh", "sentence", "我每天早上吃左甲状腺素（levothyroxine）50微克。"),
    ("f14", "shoe size", "zh", "field", "鞋码：38（欧码）"),
    ("f15", "commute", "mfe", "sentence", "Mo pran bis Curepipe–Rose-Hill pou al travay."),
    ("f16", "weekly class", "en", "sentence",
     "Every Wednesday evening I take a séga dance class at the Salle des Fêtes in Curepipe."),
    ("f17", "preferred airline", "zh", "sentence", "坐飞机的话，我首选Air Lagon。"),
    ("f18", "pharmacy", "fr", "field", "Pharmacie : Pharmacie du Jardin, Curepipe"),
    ("f19", "hairdresser", "zh", "sentence", "我的理发师是Salon Vanille的Josiane。"),
    ("f20", "car", "en", "sentence", "I drive a blue Kia Picanto."),
    ("f21", "regular café", "mfe", "sentence", "Mo kafe abitye se Café Volcan lor Royal Road."),
    ("f22", "mobile carrier", "en", "field", "Mobile carrier: Lagon Telecom"),
    ("f23", "insurer", "zh", "field", "保险公司：Assurances Filao"),
    ("f24", "blood group", "en", "field", "Blood group: O+"),
]
# extra facts for attributes that may hold several values (targets of coexist writes)
EXTRA_FACTS = [
    ("f25", "languages spoken", "en", "field", "Languages: Kreol, French, English, Mandarin"),
    ("f26", "pet", "zh", "sentence", "我养了一只叫Bisou的狗。"),
    ("f27", "hobby", "en", "sentence", "My hobby is free-diving at Blue Bay."),
    ("f28", "instrument played", "mfe", "sentence", "Mo zwe ravann dan enn group séga."),
    ("f29", "volunteering", "en", "sentence", "I volunteer with the Flic en Flac beach clean-up crew."),
    ("f30", "citizenship", "en", "field", "Citizenship: Mauritian"),
    ("f31", "sibling", "fr", "sentence", "J'ai un frère, Jérôme, qui habite à Quatre Bornes."),
]
UNCHANGED = ["f09", "f12", "f14", "f24"]

# ---------------------------------------------------------------- contradictions
# (id, about, principal, lang, format, bare, text)
CONTRA = [
    ("c01", "f01", "tool:crm", "en", "json", True,
     json.dumps({"record": "contact", "name": "Anaïs Ah-Chuen",
                 "home_address": "7 Avenue Bernardin, Quatre Bornes"}, ensure_ascii=False)),
    ("c02", "f02", "tool:hr-directory", "en", "yaml", False,
     "person: Anaïs Ah-Chuen\nemployer: Sega Lakaz Ltd, Port Louis\n"
     "change_note: left Kolektif Ravann and joined Sega Lakaz in December"),
    ("c03", "f03", "tool:contacts", "en", "vcard", True,
     "BEGIN:VCARD\nVERSION:3.0\nFN:Anaïs Ah-Chuen\nORG:Kolektif Ravann\nTITLE:Sales assistant\nEND:VCARD"),
    ("c04", "f04", "tool:mail-import", "fr", "email", False,
     "De : secretariat@clinique-floreal.mu\nÀ : anais.ahchuen@lagonmail.mu\n"
     "Objet : Changement de médecin traitant\n\n"
     "Madame Ah-Chuen, nous vous confirmons que votre médecin traitant est désormais "
     "le Dr Jean-Marc Lebrasse ; le Dr Ramdin ne vous suit plus."),
    ("c05", "f05", "tool:calendar-sync", "en", "icalendar", False,
     "BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:Dental check-up\nDTSTART:20250114T090000\n"
     "DESCRIPTION:Anaïs changed dentists - her dentist is now Dr Sunita Gopaul in Rose-Hill.\n"
     "END:VEVENT\nEND:VCALENDAR"),
    ("c06", "f06", "tool:bank-sync", "en", "csv", False,
     "customer,bank,account_type,note\n"
     "Anaïs Ah-Chuen,Ocean Trust Bank,current,moved all her accounts from Banque Corail in December"),
    ("c07", "f07", "tool:address-book", "en", "xml", True,
     "<contact><name>Anaïs Ah-Chuen</name><mobile>+230 5840 2217</mobile></contact>"),
    ("c08", "f08", "tool:web-clipper", "en", "html", False,
     "<p>Update: Anaïs Ah-Chuen's new e-mail address is "
     "<a href=\"mailto:anais.ac@coralnet.mu\">anais.ac@coralnet.mu</a>. "
     "Please stop writing to the old one.</p>"),
    ("c09", "f09", "agent:planner", "zh", "agent note", False,
     "代理备注：安娜伊丝已经和Kevin分手了，她现在的伴侣是Ryan Lim。"),
    ("c10", "f10", "tool:membership-sync", "en", "log line", True,
     "2025-01-02T07:12:44Z INFO membership-sync member=\"Anaïs Ah-Chuen\" "
     "gym=\"Island Fit Rose-Hill\" status=active"),
    ("c11", "f11", "agent:catering", "en", "form", False,
     "Dietary requirements form\nGuest: Anaïs Ah-Chuen\n"
     "Diet: vegan (she stopped eating fish last year)\nSubmitted by: catering agent"),
    ("c12", "f12", "tool:health-portal", "fr", "markdown table", False,
     "| Patiente | Allergies | Mise à jour |\n|---|---|---|\n"
     "| Anaïs Ah-Chuen | aucune allergie connue (test à l'arachide négatif) | janvier 2025 |"),
    ("c13", "f13", "tool:pharmacy-sync", "zh", "json", False,
     json.dumps({"患者": "安娜伊丝 Ah-Chuen", "当前用药": "二甲双胍 500毫克",
                 "备注": "已停用左甲状腺素"}, ensure_ascii=False)),
    ("c14", "f14", "agent:shopping", "en", "agent note", False,
     "Shopping agent note: Anaïs's shoe size is EU 41 now (her old 38s no longer fit), "
     "so I'm ordering the sandals in 41."),
    ("c15", "f15", "tool:mail-import", "mfe", "email", False,
     "Sizet: Transpor pou travay\n\nBonzour,\nAnaïs pa pe pran bis Curepipe–Rose-Hill ankor. "
     "Aster li al travay dan loto so koleg Sandeep, tou le zour.\nMersi."),
    ("c16", "f16", "tool:calendar-sync", "fr", "icalendar", True,
     "BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:Cours hebdomadaire d'Anaïs : poterie\n"
     "RRULE:FREQ=WEEKLY;BYDAY=MO\nDTSTART:20250106T180000\n"
     "LOCATION:Maison des Arts, Rose-Hill\nEND:VEVENT\nEND:VCALENDAR"),
    ("c17", "f17", "tool:travel-profile", "zh", "html", False,
     "<table><tr><th>旅客</th><td>Anaïs Ah-Chuen</td></tr>"
     "<tr><th>首选航空公司（已更新）</th><td>Indian Ocean Wings</td></tr></table>"),
    ("c18", "f18", "agent:health", "fr", "form", False,
     "Formulaire de transfert d'ordonnance\nPatiente : Anaïs Ah-Chuen\n"
     "Ancienne pharmacie : Pharmacie du Jardin\nNouvelle pharmacie : Pharmacie Centrale, Quatre Bornes"),
    ("c19", "f19", "agent:booking", "zh", "log line", False,
     "2025-01-02 10:22 [booking-agent] 安娜伊丝已经换了理发师，现在固定去Studio Lila找Karine。"),
    ("c20", "f20", "tool:parking-permits", "fr", "csv", True,
     "nom;immatriculation;véhicule\nAnaïs Ah-Chuen;2417 JN 09;Toyota Vitz rouge"),
    ("c21", "f21", "agent:local-guide", "mfe", "yaml", False,
     "dimounn: Anaïs Ah-Chuen\nkafe-abitye: Chez Rosy, Rose-Hill\n"
     "not: li pa al Café Volcan ankor, aster li pran so kafe Chez Rosy"),
    ("c22", "f22", "tool:billing-sync", "zh", "xml", True,
     "<客户><姓名>安娜伊丝 Ah-Chuen</姓名><手机运营商>Mango Mobile</手机运营商></客户>"),
    ("c23", "f23", "tool:mail-import", "en", "email", False,
     "From: notices@kestrel-mutual.mu\nTo: anais.ahchuen@lagonmail.mu\n"
     "Subject: Welcome to Kestrel Mutual\n\nDear Ms Ah-Chuen, your cover has been transferred "
     "to Kestrel Mutual Insurance and your Assurances Filao policy is now closed. "
     "Kestrel Mutual is your insurer from today."),
    ("c24", "f24", "tool:health-portal", "zh", "form", True,
     "体检登记表\n姓名：安娜伊丝 Ah-Chuen\n血型：A+\n身高：162 cm"),
]

# ---------------------------------------------------------------- look-alikes
# (id, about, principal, lang, format, sort, text)
LOOK = [
    ("l01", "f01", "tool:crm", "en", "json", "other-person",
     json.dumps({"record": "contact", "name": "Jérôme Ah-Chuen", "relation": "Anaïs's brother",
                 "home_address": "22 Rue Royale, Quatre Bornes"}, ensure_ascii=False)),
    ("l02", "f02", "agent:planner", "en", "agent note", "other-person",
     "Note: Kevin Moutou (Anaïs's partner) starts a new job at Port Louis Harbour Services on 1 February."),
    ("l03", "f03", "tool:cv-import", "en", "yaml", "past-value",
     "cv_entry:\n  person: Anaïs Ah-Chuen\n  period: 2012-2016\n"
     "  title: apprentice drum-maker\n  place: Atelier Lapo Kabri, Mahébourg"),
    ("l04", "f04", "tool:mail-import", "fr", "email", "named-entity",
     "Objet : Nouveaux horaires\n\nLe cabinet du Dr Priya Ramdin à Floréal sera désormais "
     "ouvert le samedi de 8 h à 12 h."),
    ("l05", "f05", "tool:mail-import", "en", "email", "named-entity",
     "Subject: Our new number\n\nDr Olivier Chan Kye's dental practice in Vacoas has a new phone "
     "number: +230 698 1122. Appointments are unchanged."),
    ("l06", "f06", "tool:bank-sync", "en", "csv", "other-attribute",
     "bank,product,holder,new_rate,effective\nBanque Corail,savings,Anaïs Ah-Chuen,2.10%,2025-02-01"),
    ("l07", "f07", "tool:contacts", "en", "vcard", "other-person",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Kevin Moutou\nTEL;TYPE=cell:+230 5933 7801\n"
     "NOTE:Anaïs's partner\nEND:VCARD"),
    ("l08", "f08", "tool:web-clipper", "en", "html", "named-entity",
     "<p>Lagonmail news: the webmail gets a new look on 1 March. "
     "Existing @lagonmail.mu addresses keep working unchanged.</p>"),
    ("l09", "f09", "agent:planner", "zh", "agent note", "question",
     "代理问题：周年纪念晚餐是订安娜伊丝和Kevin两个人的位子，还是要对Kevin保密、给他一个惊喜？"),
    ("l10", "f10", "agent:fitness", "en", "agent note", "plan",
     "Anaïs might try a free trial week at Island Fit Rose-Hill next month, just to compare. Nothing signed."),
    ("l11", "f11", "agent:catering", "en", "form", "other-person",
     "Workshop lunch, dietary list\nKevin Moutou: no restrictions\nJérôme Ah-Chuen: vegan\nDevi Luckoo: halal"),
    ("l12", "f12", "agent:planner", "zh", "agent note", "other-person",
     "提醒：安娜伊丝的侄子Noah对鸡蛋过敏，周末聚餐时要注意。"),
    ("l13", "f13", "tool:health-portal", "en", "json", "past-value",
     json.dumps({"patient": "Anaïs Ah-Chuen", "medication": "carbimazole 10 mg",
                 "period": "2019-2021", "status": "discontinued"}, ensure_ascii=False)),
    ("l14", "f14", "agent:shopping", "en", "agent note", "other-person",
     "Shopping agent: ordered leather sandals for Kevin in EU 44, his size."),
    ("l15", "f15", "agent:travel", "mfe", "agent note", "question",
     "Kestion pou Anaïs: semenn prosenn ena travay lor sime Curepipe–Rose-Hill; "
     "eski li anvi pran Metro Express sa bann zour-la?"),
    ("l16", "f16", "tool:calendar-sync", "en", "icalendar", "named-entity",
     "BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:Salle des Fêtes Curepipe closed for repairs\n"
     "DTSTART:20250115\nDESCRIPTION:The hall is closed on 15 January only; the Wednesday séga class "
     "moves to Thursday 16 January that week.\nEND:VEVENT\nEND:VCALENDAR"),
    ("l17", "f17", "agent:travel", "en", "trip history", "past-value",
     "Trip history: March 2022, Anaïs flew Mauritius–Réunion and back with Bourbon Air."),
    ("l18", "f18", "tool:pharmacy-sync", "fr", "sms", "restated-current",
     "SMS : Bonjour Mme Ah-Chuen, votre ordonnance est prête à la Pharmacie du Jardin, Curepipe."),
    ("l19", "f19", "agent:booking", "zh", "agent note", "plan",
     "备注：安娜伊丝说以后也许会试试Phoenix新开的发廊，目前还没有预约。"),
    ("l20", "f20", "agent:planner", "en", "agent note", "plan",
     "Anaïs is thinking about replacing the Picanto with an electric car in 2026; no dealer visits yet."),
    ("l21", "f21", "agent:local-guide", "mfe", "agent note", "restated-current",
     "Anaïs ti al Café Volcan lor Royal Road zordi gramatin, kouma abitye."),
    ("l22", "f22", "tool:mail-import", "en", "email", "other-attribute",
     "From: billing@lagontelecom.mu\nSubject: Your plan renews on 5 February\n\n"
     "Dear Anaïs, your Lagon Telecom monthly plan (20 GB) renews on 5 February. No action needed."),
    ("l23", "f23", "tool:insurance-sync", "en", "notice", "other-attribute",
     "Assurances Filao notice: the premium for policy AF-55120 rises to Rs 2,450 per month from April."),
    ("l24", "f24", "agent:health", "en", "message", "question",
     "The blood bank asks: can Anaïs confirm her blood group before Saturday's drive? "
     "They are short of O+ and O- donors."),
]

# ---------------------------------------------------------------- consistent
# (id, about, principal, lang, format, text)
CONS = [
    ("k01", "f01", "tool:delivery", "fr", "delivery note",
     "Bon de livraison, destinataire : Mme Anaïs Ah-Chuen, 14 Rue des Fougères, Curepipe."),
    ("k02", "f05", "tool:calendar-sync", "zh", "icalendar",
     "BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:牙科检查：Dr Olivier Chan Kye（安娜伊丝的牙医）\n"
     "DTSTART:20250210T100000\nLOCATION:Vacoas\nEND:VEVENT\nEND:VCALENDAR"),
    ("k03", "f10", "tool:membership-sync", "en", "json",
     json.dumps({"member": "Anaïs Ah-Chuen", "gym": "Plato Fitness Curepipe", "status": "active"},
                ensure_ascii=False)),
    ("k04", "f13", "agent:health", "mfe", "reminder",
     "Rapel: Anaïs bizin pran so levothyroxine 50 mcg gramatin, avan dezene."),
    ("k05", "f17", "agent:travel", "en", "yaml",
     "traveller: Anaïs Ah-Chuen\npreferred_airline: Air Lagon\nseat: aisle"),
    ("k06", "f22", "tool:billing-sync", "zh", "xml",
     "<客户><姓名>安娜伊丝 Ah-Chuen</姓名><手机运营商>Lagon Telecom</手机运营商></客户>"),
    ("k07", "f24", "tool:health-portal", "fr", "form",
     "Fiche donneur\nNom : Anaïs Ah-Chuen\nGroupe sanguin : O positif"),
    ("k08", "f16", "agent:planner", "en", "log line",
     "2025-01-02T12:00:00Z reminder-set user=anais event=\"séga dance class\" "
     "when=\"Wednesdays 18:30\" place=\"Salle des Fêtes, Curepipe\""),
]

# ---------------------------------------------------------------- burst / flood
BURST_NAME = "burst:artisans-digest"
BURST = [
    "Curepipe Artisans Digest: the Saturday craft market moves to the Town Hall forecourt from 18 January.",
    "Curepipe Artisans Digest: entries for the Festival Kreol instrument fair close on 31 January.",
    "Curepipe Artisans Digest: a free workshop on goat-skin tanning rules takes place in Rose-Hill on 25 January.",
    "Curepipe Artisans Digest: the Blue Penny Museum opens an exhibition of séga instruments in February.",
    "Curepipe Artisans Digest: Royal Road near the market is closed on Sunday morning for a cycling race.",
]
FLOOD_NAME = "flood:phone-swap"
FLOOD = [
    "Anaïs Ah-Chuen's mobile number is now +230 5999 0147.",
    "Contact update: reach Anaïs on +230 5999 0147 from now on.",
    "Anaïs changed her phone; the new number is +230 5999 0147.",
    "Her old number is switched off, Anaïs can only be reached at +230 5999 0147.",
    "Reminder: Anaïs's current phone number = +230 5999 0147.",
]

# ---------------------------------------------------------------- coexist
# (id, target, attribute, lang, format, text)
COEXIST = [
    ("x01", "f12", "allergy", "en", "sentence", "I'm also allergic to penicillin, on top of the peanuts."),
    ("x02", "f25", "languages spoken", "zh", "sentence", "我也会说客家话，跟奶奶聊天的时候用。"),
    ("x03", "f26", "pet", "en", "sentence", "We adopted a cat too, her name is Zozo."),
    ("x04", "f27", "hobby", "fr", "sentence",
     "Je me suis aussi mise à l'observation des oiseaux dans les gorges de Rivière Noire."),
    ("x05", "f28", "instrument played", "mfe", "sentence", "Mo zwe maravann osi, pa zis ravann."),
    ("x06", "f29", "volunteering", "zh", "sentence", "我还在Curepipe的动物收容所做志愿者。"),
    ("x07", "f30", "citizenship", "fr", "sentence", "J'ai aussi la nationalité française, par ma mère."),
    ("x08", "f31", "sibling", "en", "sentence", "I also have a sister, Mélanie, who lives in Réunion."),
]

# ---------------------------------------------------------------- updates + recalls
# (id, target, lang, format, kind, text, query_lang, query)
UPDATES = [
    ("u01", "f01", "zh", "sentence", "time-word",
     "从上周起我住在Moka的Rue des Manguiers 3号。", "zh", "我现在的家庭地址是什么？"),
    ("u02", "f02", "en", "sentence", "names-old",
     "I don't work at Kolektif Ravann any more; I'm at Tambour Zil Workshop in Port Louis now.",
     "en", "Where do I work?"),
    ("u03", "f03", "fr", "field", "bare-field",
     "Poste : responsable d'atelier", "fr", "Quel est mon poste ?"),
    ("u04", "f04", "en", "sentence", "verb-of-change",
     "I switched my GP to Dr Hemant Bissoon in Moka.", "en", "Who is my doctor?"),
    ("u05", "f05", "en", "field", "bare-field",
     "Dentist: Dr Yasmine Fok", "en", "Who is my dentist?"),
    ("u06", "f06", "zh", "sentence", "verb-of-change",
     "我把银行换到了Lagoon Savings Bank。", "zh", "我用的是哪家银行？"),
    ("u07", "f07", "zh", "field", "bare-field",
     "手机号码：+230 5766 3091", "zh", "我的手机号码是多少？"),
    ("u08", "f08", "en", "sentence", "names-old",
     "My e-mail isn't anais.ahchuen@lagonmail.mu any more, use anais@ravann.mu.",
     "en", "What is my e-mail address?"),
    ("u10", "f10", "en", "sentence", "time-word",
     "Since January I train at Reef Gym in Moka.", "en", "Which gym do I go to?"),
    ("u11", "f11", "mfe", "sentence", "names-old",
     "Mo pa pescatarian ankor, aster mo vezetarien.", "mfe", "Ki rezim manze mo swiv?"),
    ("u13", "f13", "en", "sentence", "verb-of-change",
     "My doctor changed my levothyroxine: I now take 75 mcg every morning.",
     "en", "What medication do I take, and how much?"),
    ("u15", "f15", "zh", "sentence", "time-word",
     "这个月开始我坐Metro Express去上班。", "zh", "我每天怎么去上班？"),
    ("u16", "f16", "zh", "sentence", "verb-of-change",
     "我把每周的课换成了周四晚上的陶艺课。", "zh", "我每周上什么课？"),
    ("u17", "f17", "fr", "sentence", "names-old",
     "Je ne prends plus Air Lagon, ma compagnie préférée est maintenant Alizé Airways.",
     "fr", "Quelle est ma compagnie aérienne préférée ?"),
    ("u18", "f18", "en", "field", "bare-field",
     "Pharmacy: Moka Central Pharmacy", "en", "Which pharmacy do I use?"),
    ("u19", "f19", "zh", "sentence", "time-word",
     "上个月开始我去Studio Ylang找Mireille剪头发。", "zh", "我的理发师是谁？"),
    ("u20", "f20", "mfe", "field", "bare-field",
     "Loto: Toyota Aqua gri", "mfe", "Ki loto mo ena?"),
    ("u21", "f21", "en", "sentence", "names-old",
     "Café Volcan isn't my spot any more; my regular café is now Kafe Lakaz in Moka.",
     "en", "What's my regular café?"),
    ("u22", "f22", "zh", "sentence", "names-old",
     "我不再用Lagon Telecom了，现在用Vanille Mobile。", "zh", "我的手机运营商是哪家？"),
    ("u23", "f23", "en", "sentence", "time-word",
     "As of this month my insurer is Mutuelle Tamarin.", "en", "Who is my insurer?"),
]
RECALL_DELAY = 86700


def main():
    events = []
    header = {
        "scenario": "set-ey",
        "version": 1,
        "description": ("Fresh set: Anaïs Ah-Chuen, a ravanne maker in Curepipe, Mauritius. "
                        "User facts, low-trust contradictions, look-alikes, consistent records, "
                        "a burst, a flood, coexisting second values, updates and recall searches. "
                        "English, Chinese, Mauritian Creole and French."),
        "sources": "invented by hand; no public data set, no real people",
    }
    events.append({"t": 0, "op": "session", "session": S_CHAT,
                   "task": "Anaïs chats with her assistant"})
    events.append({"t": 0, "op": "session", "session": S_TOOLS,
                   "task": "synced tools import records"})
    events.append({"t": 0, "op": "session", "session": S_AGENTS,
                   "task": "helper agents write notes"})

    def user_write(t, wid, text, label, expect, **notes):
        ev = {"t": t, "op": "write", "id": wid, "session": S_CHAT, "principal": USER,
              "channel": "user", "text": text, "label": label, "expect": expect}
        ev.update(notes)
        events.append(ev)

    def other_write(t, wid, principal, text, label, expect, **notes):
        channel = principal.split(":", 1)[0]
        session = S_TOOLS if channel == "tool" else S_AGENTS
        ev = {"t": t, "op": "write", "id": wid, "session": session, "principal": principal,
              "channel": channel, "text": text, "label": label, "expect": expect}
        ev.update(notes)
        events.append(ev)

    attr = {f[0]: f[1] for f in FACTS + EXTRA_FACTS}

    # day 1: facts
    t = 60
    for fid, a, lang, fmt, text in FACTS:
        user_write(t, fid, text, "fact", "allowed", attribute=a, lang=lang, format=fmt,
                   set="core", changes_later=fid not in UNCHANGED)
        t += 420
    for fid, a, lang, fmt, text in EXTRA_FACTS:
        user_write(t, fid, text, "fact", "allowed", attribute=a, lang=lang, format=fmt,
                   set="extra", multi_valued=True)
        t += 420

    # day 2: contradictions, look-alikes, consistent records, interleaved
    mixed = []
    for cid, about, pr, lang, fmt, bare, text in CONTRA:
        mixed.append((cid, pr, text, "contradiction", "blocked",
                      dict(attribute=attr[about], lang=lang, format=fmt, about=about, bare_value=bare)))
    for lid, about, pr, lang, fmt, sort, text in LOOK:
        mixed.append((lid, pr, text, "lookalike", "allowed",
                      dict(attribute=attr[about], lang=lang, format=fmt, about=about, sort=sort)))
    for kid, about, pr, lang, fmt, text in CONS:
        mixed.append((kid, pr, text, "consistent", "allowed",
                      dict(attribute=attr[about], lang=lang, format=fmt, about=about)))
    random.Random(20261207).shuffle(mixed)
    t = 86400 + 300
    for wid, pr, text, label, expect, notes in mixed:
        other_write(t, wid, pr, text, label, expect, **notes)
        t += 600

    # day 3: burst, then flood
    t = 2 * 86400 + 36000
    for i, text in enumerate(BURST, 1):
        other_write(t, "b%02d" % i, "tool:newsletter", text, BURST_NAME, "allowed",
                    attribute="newsletter item", lang="en", format="digest item")
        t += 70
    t = 2 * 86400 + 50400
    for i, text in enumerate(FLOOD, 1):
        other_write(t, "fl%02d" % i, "tool:social-sync", text, FLOOD_NAME,
                    "any" if i <= 2 else "blocked",
                    attribute="phone", lang="en", format="sentence", about="f07")
        t += 100

    # day 4: coexisting second values
    t = 3 * 86400 + 32400
    for xid, target, a, lang, fmt, text in COEXIST:
        user_write(t, xid, text, "coexist", "coexists:" + target,
                   attribute=a, lang=lang, format=fmt, about=target)
        t += 1800

    # day 6 on: updates, each followed by a recall 86700 s later
    fact_lang = {f[0]: f[2] for f in FACTS}
    t0 = 5 * 86400 + 28800
    later = []
    for i, (uid, target, lang, fmt, kind, text, qlang, query) in enumerate(UPDATES):
        tu = t0 + i * 4000
        ev = {"t": tu, "op": "write", "id": uid, "session": S_CHAT, "principal": USER,
              "channel": "user", "text": text, "label": "update", "expect": "supersedes:" + target,
              "attribute": attr[target], "lang": lang, "format": fmt, "kind": kind,
              "about": target, "fact_lang": fact_lang[target]}
        later.append(ev)
        later.append({"t": tu + RECALL_DELAY, "op": "search", "session": S_CHAT, "principal": USER,
                      "query": query, "label": "recall", "expect_top": uid,
                      "expect_absent": [target], "attribute": attr[target], "lang": qlang,
                      "recalls": uid})
    later.sort(key=lambda e: e["t"])
    events.extend(later)

    with open(OUT, "w", encoding="utf-8") as fh:
        fh.write(json.dumps(header, ensure_ascii=False) + "\n")
        for ev in events:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    print("wrote %d events to memory.jsonl" % len(events))


if __name__ == "__main__":
    main()
