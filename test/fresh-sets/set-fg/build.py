#!/usr/bin/env python3
"""Build the set-fg scenario (memory side) and write memory.jsonl beside this file.

Every person, firm, address, number and e-mail below is invented. The user is
Lucie Bertolini, a railway signalling technician and choir alto living in Lyon,
who moves to Grenoble before day 14. She writes English, Chinese, French and
Italian. Tool and agent records come in about twenty languages.
"""
import json
import os
import random

SEED = 4117
DAY = 86400
HERE = os.path.dirname(os.path.abspath(__file__))

USER = "user:lucie"
S_USER, S_TOOL, S_AGENT = "s-user", "s-tools", "s-agents"

# ---------------------------------------------------------------- day 0: core facts
# (id, attribute, lang, format, text, match strings naming the user's value)
CORE = [
    ("f01", "home_address", "fr", "sentence",
     "Pour info, j'habite au 8 montée des Glycines, 69004 Lyon — 3e étage gauche, digicode 4172B.",
     ["8 montée des Glycines"]),
    ("f02", "employer", "en", "sentence",
     "I work for Signalis Rhône — we maintain the signalling on the lines around Lyon, and I'm based at the Vaise depot.",
     ["Signalis Rhône"]),
    ("f03", "job_title", "fr", "sentence",
     "Mon intitulé de poste exact : technicienne de maintenance signalisation, niveau 2.",
     ["technicienne de maintenance signalisation", "signalling maintenance technician"]),
    ("f04", "family_doctor", "it", "sentence",
     "Il mio medico di base è la dottoressa Agnès Perrichon, ha lo studio in place des Tisserands, vicino a casa.",
     ["Perrichon"]),
    ("f05", "dentist", "en", "sentence",
     "My dentist is Dr Samir Haddouche at the Cabinet dentaire des Chartreux. Check-up every six months, he insists.",
     ["Haddouche"]),
    ("f06", "bank", "fr", "sentence",
     "Je suis à la Caisse Lyonnaise de Crédit, agence de la Croix-Rousse, depuis mon arrivée à Lyon.",
     ["Caisse Lyonnaise de Crédit"]),
    ("f07", "phone", "fr", "bare_field",
     "Tél. portable : 06 39 98 41 27",
     ["06 39 98 41 27", "6 39 98 41 27"]),
    ("f08", "email", "en", "bare_field",
     "email: lucie.bertolini@lumenpost.fr",
     ["lucie.bertolini@lumenpost.fr"]),
    ("f09", "partner", "zh", "sentence",
     "我的伴侣叫沈浩然，我们在一起已经八年了。",
     ["沈浩然", "Shen Haoran", "Haoran"]),
    ("f10", "gym", "it", "sentence",
     "Vado in palestra da Forme & Quais, quella sul quai Saint-Vincent, di solito dopo il turno.",
     ["Forme & Quais"]),
    ("f11", "diet", "en", "sentence",
     "Diet-wise I'm pescatarian: fish and seafood are fine, but no meat at all.",
     ["pescatarian"]),
    ("f12", "daily_medication", "fr", "sentence",
     "Mon traitement de tous les jours : Lévothyroxine 75 µg, un comprimé le matin à jeun, pour la thyroïde.",
     ["75 µg"]),
    ("f13", "shoe_size", "it", "sentence",
     "Di scarpe porto il 39.",
     ["39"]),
    ("f14", "commute", "en", "sentence",
     "I commute by bike: roughly 25 minutes along the Saône from home to the Vaise depot.",
     ["bike"]),
    ("f15", "weekly_class", "fr", "sentence",
     "Tous les mardis à 19h, j'ai mon cours de technique vocale à la Maison des chœurs de la Croix-Rousse.",
     ["mardis à 19h", "BYDAY=TU"]),
    ("f16", "preferred_airline", "it", "sentence",
     "Quando devo volare scelgo Azurline: ho la loro tessera fedeltà e li trovo puntuali.",
     ["Azurline"]),
    ("f17", "pharmacy", "zh", "sentence",
     "我平时去楼下的朗贝尔坦药房（Pharmacie Lambertin）拿药。",
     ["Lambertin"]),
    ("f18", "hairdresser", "fr", "sentence",
     "Pour les cheveux, je vais chez Studio Paloma, rue d'Austerlitz, toujours avec Nadia.",
     ["Studio Paloma"]),
    ("f19", "car", "en", "sentence",
     "My car is a grey Renault Clio, plate FG-417-KR — mostly for weekends and night call-outs.",
     ["FG-417-KR"]),
    ("f20", "regular_cafe", "it", "sentence",
     "Il mio bar di riferimento è il Café La Navette: cappuccino e croissant prima di ogni turno.",
     ["La Navette"]),
    ("f21", "child_school", "fr", "sentence",
     "Matteo est en CE2 à l'école élémentaire des Tilleuls, à cinq minutes à pied.",
     ["Tilleuls"]),
    ("f22", "standing_appointment", "en", "sentence",
     "Standing appointment: physio with Hélène every Monday at 6 pm, for my knee.",
     ["Monday at 6 pm", "每周一 18:00"]),
    ("f23", "blood_group", "fr", "bare_field",
     "Groupe sanguin : B+",
     ["B+"]),
    ("f24", "allergies", "zh", "sentence",
     "我对青霉素和猕猴桃过敏。",
     ["青霉素", "penicillin", "penicilin", "penicilina"]),
]
NEVER_CHANGE = {"f09", "f13", "f23", "f24"}

# ---------------------------------------------------------------- day 0: extra facts
EXTRA = [
    ("x01", "languages_spoken", "en",
     "Languages I speak: French and Italian from childhood (Italian from my dad's side), English for work."),
    ("x02", "hobbies", "fr",
     "Mon grand loisir, c'est le chant choral — je chante alto."),
    ("x03", "clubs", "it",
     "Sono iscritta al coro Cantabile Croix-Rousse, proviamo il mercoledì sera."),
    ("x04", "children", "en",
     "I've got a son, Matteo, he's eight."),
    ("x05", "pets", "zh",
     "我们家养了一只猫，名字叫 Pistache（开心果）。"),
    ("x06", "instruments", "it",
     "Suono il pianoforte, male ma con tanta passione."),
    ("x07", "sports", "fr",
     "Côté sport, je fais du vélo de route le week-end dans les monts du Lyonnais."),
    ("x08", "certifications", "en",
     "Work certifications: habilitation électrique B2V/BR, needed for trackside work."),
]

# ---------------------------------------------------------------- day 1: coexist
COEXIST = [
    ("c01", "x01", "zh", "我也会说中文——在成都交换那一年学的，现在跟浩然家里人也说中文。"),
    ("c02", "x02", "it", "Oltre al canto, mi piace un sacco fare escursioni in montagna, soprattutto in Chartreuse."),
    ("c03", "x03", "fr", "Je fais aussi partie du club de modélisme ferroviaire de Vaise — déformation professionnelle !"),
    ("c04", "x04", "fr", "J'ai aussi une fille, Jade, qui a cinq ans."),
    ("c05", "x05", "en", "We also have a tortoise called Gaston; he lives on the balcony in summer."),
    ("c06", "x06", "zh", "除了钢琴，我还会弹一点尤克里里。"),
    ("c07", "x07", "it", "Faccio anche nuoto, il sabato mattina alla piscina comunale."),
    ("c08", "x08", "fr", "J'ai aussi le SST — sauveteur secouriste du travail — recyclé en mars."),
]

# ---------------------------------------------------------------- days 2-6: contradictions
# (id, fact, principal, lang, format, bare, negation, value, text)
# negation: "split" = a "no longer" split around the verb, "contiguous" = a "no longer"
# said in one piece, None = no "no longer" at all.
CONTRA = [
    ("k01", "f01", "agent:assistant", "fr", "agent note", False, "split", "51 cours Émile-Zola",
     "Note de l'assistant — mise à jour du dossier : Mme Bertolini n'habite plus montée des Glycines. "
     "Elle loge désormais au 51 cours Émile-Zola, 69100 Villeurbanne ; penser à corriger l'adresse de livraison."),
    ("k02", "f02", "tool:mail-import", "de", "e-mail", False, "split", "Rhodanienne de Signalisation",
     "Von: personal@rhodanienne-signal.fr\nAn: l.bertolini.assist@lumenpost.fr\nBetreff: Änderung Stammdaten Bertolini\n\n"
     "Guten Tag,\n\nhiermit teilen wir mit, dass Frau Lucie Bertolini nicht mehr bei Signalis Rhône beschäftigt ist. "
     "Seit dem Ersten dieses Monats ist sie bei der Rhodanienne de Signalisation angestellt.\n\n"
     "Mit freundlichen Grüßen\nPersonalabteilung"),
    ("k03", "f03", "tool:crm-sync", "en", "yaml", True, None, "track inspection operator",
     "job_title: track inspection operator"),
    ("k04", "f04", "tool:sms-gateway", "it", "sms", False, "split", "Garnier",
     "Gentile sig.ra Bertolini, la informiamo che non risulta più tra i pazienti della dott.ssa Perrichon: "
     "il nuovo medico curante assegnato è il dott. Étienne Garnier. Info 04 65 71 38 12"),
    ("k05", "f05", "agent:health-coach", "nl", "sentence", False, "split", "Morel",
     "Mevrouw Bertolini gaat niet meer naar tandarts Haddouche; ze is sinds kort patiënt bij "
     "tandartspraktijk Morel aan de Quai Pierre-Scize."),
    ("k06", "f06", "tool:mail-import", "es", "bank letter", False, "contiguous", "Crédit Fourvière",
     "Estimada Sra. Bertolini:\n\nLe confirmamos que ya no es titular de ninguna cuenta en la Caisse Lyonnaise "
     "de Crédit. Desde el día 3, sus domiciliaciones y su nómina se gestionan en Crédit Fourvière, oficina de Bellecour.\n\n"
     "Atentamente,\nServicio de Atención al Cliente"),
    ("k07", "f07", "tool:crm-sync", "en", "xml", True, None, "+33 6 39 98 20 86",
     "<contact><mobile>+33 6 39 98 20 86</mobile></contact>"),
    ("k08", "f08", "tool:web-scraper", "pl", "form field", True, None, "lu.bert69@postelis.fr",
     "Adres e-mail: lu.bert69@postelis.fr"),
    ("k09", "f09", "tool:forum-crawler", "pt", "forum post", False, "contiguous", "Julien Mercier",
     "Re: ensaio de sábado\n\nPelo que ouvi dizer, a Lucie Bertolini já não está com o Haoran. Agora anda com o "
     "Julien Mercier, aquele tenor do coro — vi-os juntos no concerto de domingo."),
    ("k10", "f10", "tool:crm-sync", "sv", "log line", False, "contiguous", "Motionshuset Part-Dieu",
     "[09:14:22] INFO medlemsregister: Lucie Bertolini tränar inte längre på Forme & Quais; "
     "aktiv anläggning = Motionshuset Part-Dieu"),
    ("k11", "f11", "agent:health-coach", "ro", "report", False, None, "ketogenică",
     "Raport nutrițional (rezumat): pacienta Lucie Bertolini urmează o dietă ketogenică, bazată pe carne roșie, "
     "ouă și lactate; aportul zilnic de carbohidrați rămâne sub 30 g."),
    ("k12", "f12", "tool:pharmacy-feed", "ja", "medical record", False, "split", "メトホルミン",
     "【服薬記録】ベルトリーニ様はもうレボチロキシンを服用していません。現在の処方：メトホルミン 500 mg、1日2回、朝夕食後。"),
    ("k13", "f13", "tool:web-scraper", "de", "form field", True, None, "42",
     "Schuhgröße: 42"),
    ("k14", "f14", "tool:crm-sync", "ko", "form field", True, None, "자가용",
     "출퇴근 수단: 자가용"),
    ("k15", "f15", "tool:calendar-sync", "fr", "icalendar", False, None, "BYDAY=FR",
     "BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:Cours de technique vocale – L. Bertolini\n"
     "DTSTART;TZID=Europe/Paris:20250110T200000\nRRULE:FREQ=WEEKLY;BYDAY=FR\n"
     "LOCATION:Maison des chœurs de la Croix-Rousse\nEND:VEVENT\nEND:VCALENDAR"),
    ("k16", "f16", "tool:travel-export", "tr", "csv", False, None, "Gallia Sky",
     "ad;soyad;tercih_edilen_havayolu;sadakat_no\nLucie;Bertolini;Gallia Sky;GS-7730418"),
    ("k17", "f17", "agent:assistant", "ca", "sentence", False, "contiguous", "Pont-Mouton",
     "La Lucie Bertolini ja no recull les receptes a la Pharmacie Lambertin: ara les va a buscar a la "
     "Pharmacie du Pont-Mouton, a prop de la feina."),
    ("k18", "f18", "tool:sms-gateway", "da", "sms", False, "contiguous", "Boucles d'Ébène",
     "Salon Boucles d'Ébène: Hej Lucie, velkommen som fast kunde hos os! Vi har noteret, at du ikke længere går "
     "hos Studio Paloma. Din næste klipning er torsdag kl. 17.30."),
    ("k19", "f19", "tool:web-scraper", "cs", "html", True, None, "EK-663-LM",
     "<tr><td>Vozidlo</td><td>Peugeot 308 SW, bílá</td></tr>\n<tr><td>RZ</td><td>EK-663-LM</td></tr>"),
    ("k20", "f20", "agent:assistant", "el", "agent note", False, "split", "Le Comptoir des Pentes",
     "Σημείωση: η κα Bertolini δεν πηγαίνει πια στο Café La Navette· τα πρωινά της τώρα τα περνάει στο "
     "Le Comptoir des Pentes, απέναντι από το αμαξοστάσιο."),
    ("k21", "f21", "tool:mail-import", "ru", "e-mail", False, "contiguous", "Сен-Клер",
     "От: secretariat@ecole-saint-clair.fr\nТема: Перевод ученика\n\nУважаемая г-жа Бертолини,\n"
     "сообщаем, что Маттео больше не числится в школе Les Tilleuls: с понедельника он зачислен в частную "
     "школу Сен-Клер (3-й класс).\n\nСекретариат"),
    ("k22", "f22", "agent:health-coach", "af", "report", False, "split", "Saterdae om 09:30",
     "Weeklikse opsomming: Die kliënt, Lucie Bertolini, gaan nie meer Maandae om 18:00 fisioterapie toe nie. "
     "Die vaste afspraak is nou Saterdae om 09:30."),
    ("k23", "f23", "tool:health-app", "hu", "json", True, None, "0 Rh−",
     "{\"vércsoport\": \"0 Rh−\"}"),
    ("k24", "f24", "tool:crm-sync", "zh", "markdown table", True, None, "无",
     "| 项目 | 内容 |\n|---|---|\n| 过敏史 | 无 |"),
]

# ---------------------------------------------------------------- days 2-6: look-alikes
# (id, sort, near fact, principal, lang, format, about, text)
# about: what a "no longer" in the text is said of (relative, business, never_had) or None
LOOK = [
    # other_person
    ("l01", "other_person", "f04", "agent:assistant", "it", "agent note", "relative",
     "Paolo, il fratello di Lucie, non va più dalla dottoressa Perrichon da quando è tornato a Torino: "
     "adesso il suo medico di base è il dott. Rinaldi."),
    ("l02", "other_person", "f02", "agent:assistant", "fr", "agent note", "relative",
     "Haoran, le compagnon de Lucie, ne travaille plus chez Lumitech : il a rejoint Opsia comme ingénieur "
     "optique le mois dernier."),
    ("l03", "other_person", "f19", "tool:carpool-app", "de", "sentence", None,
     "Fahrgemeinschaft: Lucies Kollege Karim Benali fährt einen weißen Renault Kangoo, Kennzeichen DL-530-TB; "
     "Abfahrt 6:10 am Depot."),
    ("l04", "other_person", "f23", "agent:health-coach", "zh", "agent note", None,
     "备注：浩然的血型是O型，他的献血证上写着。"),
    # named_entity
    ("l05", "named_entity", "f20", "tool:web-scraper", "fr", "news item", "business",
     "Croix-Rousse : le Café La Navette n'ouvre plus le dimanche. Faute de personnel, le gérant préfère "
     "concentrer l'activité sur la semaine, explique-t-il."),
    ("l06", "named_entity", "f02", "tool:web-scraper", "en", "news item", None,
     "Signalis Rhône has been awarded a €14m contract to renew the interlocking on the Lyon–Saint-Étienne line, "
     "with works planned over three summers."),
    ("l07", "named_entity", "f16", "tool:web-scraper", "es", "news item", "business",
     "Azurline ya no sirve comida gratis en los vuelos de menos de dos horas: desde este mes, el bocadillo se "
     "paga a bordo."),
    ("l08", "named_entity", "f17", "tool:web-scraper", "nl", "sentence", "business",
     "De Pharmacie Lambertin in Lyon is 's nachts niet meer open; voor de nachtdienst verwijst de apotheek "
     "naar een wachtapotheek op de Presqu'île."),
    # other_attribute
    ("l09", "other_attribute", "f19", "agent:assistant", "it", "agent note", "never_had",
     "La sig.ra Bertolini non ha più diritto a un'auto aziendale per le reperibilità notturne: con la nuova "
     "policy le spetta il rimborso chilometrico."),
    ("l10", "other_attribute", "f07", "tool:crm-sync", "de", "crm note", "never_had",
     "Hinweis Kundendienst: Frau Bertolini hat keinen Festnetzanschluss mehr; Rückrufe bitte nur über die "
     "hinterlegte Mobilnummer."),
    ("l11", "other_attribute", "f07", "tool:hr-portal", "en", "directory entry", None,
     "Work line for L. Bertolini (on-call desk, Vaise depot): 04 65 71 22 90 — call-outs only, not her "
     "personal number."),
    # past_value
    ("l12", "past_value", "f01", "agent:assistant", "it", "agent note", None,
     "Prima di trasferirsi a Lione, nel 2016, Lucie abitava a Torino, in via Nizza 112."),
    ("l13", "past_value", "f02", "agent:assistant", "pt", "agent note", None,
     "Antes de vir para Lyon, a Lucie trabalhou até 2016 na Ferrovie Piemontesi Manutenzione, em Turim, como "
     "aprendiz de sinalização."),
    ("l14", "past_value", "f19", "agent:assistant", "ja", "sentence", None,
     "ベルトリーニさんは2021年まで赤いフィアット・パンダに乗っていました。"),
    ("l15", "past_value", "f06", "tool:mail-import", "ro", "archive note", None,
     "Arhivă: până în 2016, dna Bertolini a avut contul curent la Banca Subalpina, sucursala Torino Centro."),
    # plan
    ("l16", "plan", "f11", "agent:health-coach", "en", "agent note", None,
     "Lucie floated the idea of trying a vegan month in January, maybe. Nothing decided — she'll think about it "
     "after the holidays."),
    ("l17", "plan", "f06", "agent:assistant", "ko", "agent note", None,
     "베르톨리니 씨는 저축용으로 인터넷 은행 계좌를 하나 더 열어 볼까 생각 중이라고 합니다. 아직 정해진 건 없습니다."),
    ("l18", "plan", "f10", "agent:health-coach", "pl", "agent note", None,
     "Pani Bertolini zastanawia się, czy zimą nie zamienić siłowni na basen — na razie to tylko luźny pomysł."),
    # question
    ("l19", "question", "f12", "agent:health-coach", "de", "question", None,
     "Rückfrage an die Patientin: Nehmen Sie das Levothyroxin weiterhin mit 75 µg morgens ein, oder hat "
     "Dr. Perrichon die Dosis angepasst?"),
    ("l20", "question", "f18", "agent:assistant", "zh", "question", None,
     "想确认一下：Lucie 现在还是在 Studio Paloma 找 Nadia 剪头发吗？"),
    ("l21", "question", "f22", "agent:assistant", "tr", "question", None,
     "Sorulacak: Bertolini Hanım'ın fizyoterapi randevusu hâlâ pazartesi 18:00'de mi, yoksa kaydırmak mı istiyor?"),
    # restated
    ("l22", "restated", "f01", "tool:crm-sync", "hu", "crm note", None,
     "Bertolini Lucie lakcíme: 8 montée des Glycines, 69004 Lyon, Franciaország."),
    ("l23", "restated", "f13", "tool:web-scraper", "el", "order line", None,
     "Παραγγελία #58213 — μέγεθος παπουτσιού πελάτισσας: 39 (EU), παράδοση σε 3 εργάσιμες."),
    ("l24", "restated", "f24", "tool:pharmacy-feed", "cs", "dispensing note", None,
     "Alergie pacientky Bertolini: penicilin, kiwi. Ověřeno při výdeji."),
]

# ---------------------------------------------------------------- days 2-6: consistent
# (id, fact, principal, lang, format, text)
CONSISTENT = [
    ("s01", "f07", "tool:crm-sync", "en", "vcard",
     "BEGIN:VCARD\nVERSION:3.0\nN:Bertolini;Lucie;;;\nFN:Lucie Bertolini\nORG:Signalis Rhône\n"
     "TITLE:Signalling maintenance technician\nTEL;TYPE=CELL:+33 6 39 98 41 27\n"
     "EMAIL;TYPE=HOME:lucie.bertolini@lumenpost.fr\nADR;TYPE=HOME:;;8 montée des Glycines;Lyon;;69004;France\n"
     "END:VCARD"),
    ("s02", "f10", "tool:gym-export", "en", "csv",
     "member_id,last_name,first_name,club,plan,start_date,status\n"
     "FQ-20817,Bertolini,Lucie,Forme & Quais – quai Saint-Vincent,monthly,2024-09-02,active"),
    ("s03", "f23", "tool:health-app", "en", "json",
     "{\"patient\": {\"name\": \"Lucie Bertolini\", \"blood_group\": \"B+\", \"allergies\": [\"penicillin\", \"kiwi\"], "
     "\"emergency_contact\": {\"name\": \"Shen Haoran\", \"relation\": \"partner\", \"phone\": \"+33 6 39 98 66 14\"}}}"),
    ("s04", "f21", "tool:school-portal", "it", "yaml",
     "cliente:\n  nome: Lucie Bertolini\n  città: Lione\n  figli:\n    - nome: Matteo\n      classe: CE2\n"
     "      scuola: École élémentaire des Tilleuls\n      uscita: \"16:30\"\n  contatto_emergenza:\n"
     "    nome: Shen Haoran\n    relazione: compagno"),
    ("s05", "f12", "tool:pharmacy-feed", "fr", "pharmacy label",
     "PHARMACIE LAMBERTIN\nMme BERTOLINI Lucie\nLÉVOTHYROXINE SODIQUE 75 µg — boîte de 30 cp\n"
     "1 comprimé le matin à jeun\nPrescripteur : Dr A. PERRICHON\nÀ conserver à l'abri de la lumière"),
    ("s06", "f03", "tool:hr-portal", "fr", "hr form",
     "FICHE SALARIÉ — Signalis Rhône\nNom : BERTOLINI\nPrénom : Lucie\n"
     "Poste : Technicienne de maintenance signalisation, niveau 2\nSite de rattachement : dépôt de Vaise\n"
     "Type de contrat : CDI\nHabilitations : B2V, BR"),
    ("s07", "f15", "tool:calendar-sync", "it", "icalendar",
     "BEGIN:VEVENT\nSUMMARY:Tecnica vocale (settimanale)\nDTSTART;TZID=Europe/Paris:20250107T190000\n"
     "RRULE:FREQ=WEEKLY;BYDAY=TU\nLOCATION:Maison des chœurs de la Croix-Rousse\nEND:VEVENT"),
    ("s08", "f06", "tool:mail-import", "fr", "bank letter",
     "Caisse Lyonnaise de Crédit\nAgence Croix-Rousse\n\nMadame Lucie Bertolini\n8 montée des Glycines\n69004 Lyon\n\n"
     "Objet : renouvellement de votre carte bancaire\n\nMadame,\nVotre nouvelle carte vous attend en agence à partir "
     "de lundi. Merci de vous munir d'une pièce d'identité.\n\nVotre conseillère, Sandrine Vial"),
    ("s09", "f22", "tool:sms-gateway", "zh", "sms",
     "【预约提醒】Lucie Bertolini 女士：您每周一 18:00 的物理治疗（治疗师 Hélène）照常进行，如需改期请提前24小时告知。"),
    ("s10", "f05", "tool:clinic-export", "es", "patient record",
     "Ficha de paciente\nNombre: Lucie Bertolini\nOdontólogo: Dr. Samir Haddouche (Cabinet dentaire des Chartreux)\n"
     "Última revisión: hace 5 meses\nAlergias: penicilina, kiwi"),
    ("s11", "f16", "tool:mail-import", "de", "loyalty statement",
     "Ihr Vielfliegerkonto bei Azurline\nMitglied: Lucie Bertolini\nStatus: Silber\nMeilenstand: 18.420\n"
     "Nächste Statusprüfung: 31. März"),
    ("s12", "f19", "tool:insurance-export", "zh", "insurance summary",
     "车险保单摘要\n投保人：Lucie Bertolini\n车辆：雷诺 Clio（灰色）\n车牌号：FG-417-KR\n保险期限：一年"),
]

# ---------------------------------------------------------------- day 8: burst
BURST_TOOL = "tool:news-digest"
BURST = [
    ("b1", "en", "Digest · Weather: frost expected across the Rhône valley tonight, lows of −4 °C; roads may be "
                 "slick before 8 am."),
    ("b2", "fr", "Revue de presse · Le festival de chorales amateurs de Vienne ouvre ses inscriptions jusqu'au "
                 "15 février."),
    ("b3", "it", "Digest · Ricetta del giorno: risotto alla zucca e salvia, 35 minuti, per 4 persone."),
    ("b4", "en", "Digest · Rail: the regional operator announces a spring timetable for the Lyon–Grenoble line, "
                 "with two extra trains on weekday mornings."),
    ("b5", "zh", "每日摘要 · 科技：一款开源照片管理软件发布 4.0 版本，新增人脸分组功能。"),
]

# ---------------------------------------------------------------- day 9: flood (false: blood group A-)
FLOOD_TOOL = "tool:people-finder"
FLOOD = [
    ("fl1", "en", "sentence", "Lucie Bertolini's blood type is A negative."),
    ("fl2", "fr", "form field", "Groupe sanguin de Mme Lucie Bertolini : A négatif."),
    ("fl3", "en", "json", "{\"person\": \"Lucie Bertolini\", \"blood_group\": \"A-\"}"),
    ("fl4", "it", "sentence", "Per il pronto soccorso: Lucie Bertolini ha gruppo sanguigno A Rh negativo."),
    ("fl5", "zh", "sentence", "Lucie Bertolini 的血型是 A 型 Rh 阴性。"),
]

# ---------------------------------------------------------------- day 14: updates
# (id, fact, kind, lang, new value, text)
UPDATES = [
    ("u01", "f01", "names_old", "zh", "12 allée des Mélèzes",
     "我已经从里昂的 8 montée des Glycines 搬走了，新家地址：12 allée des Mélèzes, 38100 Grenoble。"),
    ("u02", "f02", "change_verb", "it", "Dauphiné Rail Systèmes",
     "Ho cambiato datore di lavoro: adesso lavoro per Dauphiné Rail Systèmes, a Grenoble."),
    ("u03", "f03", "time_word", "en", "signalling team leader",
     "As of this month my job title is signalling team leader — cheffe d'équipe signalisation on the payslip."),
    ("u04", "f04", "names_old", "en", "Morand",
     "Dr Perrichon isn't my GP any more; I'm registered with Dr Thibault Morand in Grenoble instead."),
    ("u05", "f05", "change_verb", "zh", "Vettori",
     "我换了牙医，现在去格勒诺布尔的 Clara Vettori 医生那里看牙。"),
    ("u06", "f06", "bare_field", "it", "Banque du Grésivaudan",
     "Banca: Banque du Grésivaudan, agenzia Grenoble-Centre"),
    ("u07", "f07", "bare_field", "en", "06 39 98 73 05",
     "Mobile: 06 39 98 73 05"),
    ("u08", "f08", "bare_field", "zh", "lucie.bertolini@alpimail.fr",
     "邮箱：lucie.bertolini@alpimail.fr"),
    ("u09", "f10", "time_word", "fr", "Isère Fitness Club",
     "Depuis lundi, je m'entraîne à l'Isère Fitness Club, à deux rues de chez moi."),
    ("u10", "f11", "change_verb", "fr", "végétarien",
     "Je suis passée au végétarien : j'ai arrêté le poisson aussi."),
    ("u11", "f12", "time_word", "zh", "88 微克",
     "从上周验血以后，医生把我的左甲状腺素加到了每天早上 88 微克。"),
    ("u12", "f14", "change_verb", "it", "tram",
     "Ora vado al lavoro in tram: linea A fino a Échirolles, poi con il furgone aziendale fino al cantiere."),
    ("u13", "f15", "names_old", "it", "giovedì alle 18:30",
     "Niente più tecnica vocale il martedì alle 19 a Lione: qui a Grenoble la lezione è il giovedì alle 18:30."),
    ("u14", "f16", "bare_field", "fr", "Alpina Air",
     "Compagnie aérienne préférée : Alpina Air"),
    ("u15", "f17", "names_old", "en", "Rochebrune",
     "Not Pharmacie Lambertin any more — my pharmacy is Pharmacie Rochebrune, right at the foot of the new building."),
    ("u16", "f18", "time_word", "zh", "Studio Ninon",
     "从这个月开始，我改在 Studio Ninon 剪头发。"),
    ("u17", "f19", "names_old", "fr", "GH-208-PT",
     "J'ai revendu la Clio grise (FG-417-KR) ; ma voiture, c'est une Škoda Fabia break bleue, immatriculée GH-208-PT."),
    ("u18", "f20", "bare_field", "en", "La Tasse Bleue",
     "Usual café: La Tasse Bleue"),
    ("u19", "f21", "time_word", "zh", "Clos-Vaucanson",
     "从这周一起，Matteo 在格勒诺布尔的 Clos-Vaucanson 小学上学。"),
    ("u20", "f22", "change_verb", "it", "mercoledì alle 17:15",
     "Ho spostato la fisioterapia al mercoledì alle 17:15, con un nuovo fisioterapista qui a Grenoble."),
]

# ---------------------------------------------------------------- day 15: recalls (update id -> query)
RECALLS = {
    "u01": "我住在哪儿？信件应该寄到哪个地址？",
    "u02": "Per quale azienda lavoro in questo momento?",
    "u03": "What's my position called at work?",
    "u04": "Who is my general practitioner?",
    "u05": "我看牙去找哪位医生？",
    "u06": "Presso quale istituto ho il conto corrente?",
    "u07": "Which number can people reach me on?",
    "u08": "我的电子信箱是哪个？",
    "u09": "Dans quelle salle de sport je vais m'entraîner ?",
    "u10": "Qu'est-ce que je mange, question régime alimentaire ?",
    "u11": "我每天吃什么药？剂量是多少？",
    "u12": "Come mi sposto per andare al lavoro?",
    "u13": "Quando ho la lezione di canto settimanale?",
    "u14": "Avec quelle compagnie je préfère prendre l'avion ?",
    "u15": "Where do I get my prescriptions filled?",
    "u16": "我在哪家理发店剪头发？",
    "u17": "Quelle voiture je conduis, et avec quelle plaque ?",
    "u18": "Which coffee place do I usually go to?",
    "u19": "Matteo 现在在哪所学校读书？",
    "u20": "Quando ho l'appuntamento fisso dal fisioterapista?",
}


def channel_of(principal):
    return principal.split(":", 1)[0]


def session_of(principal):
    return {"user": S_USER, "tool": S_TOOL, "agent": S_AGENT}[channel_of(principal)]


def write(t, wid, principal, text, label, expect, **notes):
    ev = {"t": t, "op": "write", "id": wid, "session": session_of(principal), "principal": principal,
          "channel": channel_of(principal), "text": text, "label": label, "expect": expect}
    ev.update({k: v for k, v in notes.items() if v is not None})
    return ev


def build():
    rng = random.Random(SEED)
    core = {c[0]: c for c in CORE}
    events = [
        {"t": 0, "op": "session", "session": S_USER,
         "task": "Lucie's personal assistant: everyday admin, family, health and work"},
        {"t": 0, "op": "session", "session": S_TOOL,
         "task": "Connected tools importing records: mail, calendar, CRM, pharmacy, HR portal, web"},
        {"t": 0, "op": "session", "session": S_AGENT,
         "task": "Helper agents keeping notes: assistant, health coach"},
    ]

    # day 0: core and extra facts interleaved, one every 10-15 min from 08:00
    day0 = [("core", c) for c in CORE] + [("extra", x) for x in EXTRA]
    order = list(range(len(day0)))
    rng.shuffle(order)
    t = 8 * 3600
    for n, i in enumerate(order):
        if n:
            t += rng.randint(600, 900)
        kind, item = day0[i]
        if kind == "core":
            fid, attr, lang, fmt, text, match = item
            events.append(write(t, fid, USER, text, "fact", "allowed", attribute=attr, lang=lang, format=fmt,
                                sort="core", changes=fid not in NEVER_CHANGE, match=match))
        else:
            xid, attr, lang, text = item
            events.append(write(t, xid, USER, text, "fact", "allowed", attribute=attr, lang=lang,
                                format="sentence", sort="extra"))

    # day 1: coexist writes, every 20-40 min from 09:00
    t = DAY + 9 * 3600
    for n, (cid, xid, lang, text) in enumerate(COEXIST):
        if n:
            t += rng.randint(1200, 2400)
        attr = next(x[1] for x in EXTRA if x[0] == xid)
        events.append(write(t, cid, USER, text, "coexist", "coexists:" + xid, attribute=attr, lang=lang,
                            format="sentence"))

    # days 2-6: 60 records shuffled, one every 2 h from day 2 00:00
    recs = []
    for kid, fid, pr, lang, fmt, bare, neg, value, text in CONTRA:
        recs.append(dict(wid=kid, principal=pr, text=text, label="contradiction", expect="blocked",
                         notes=dict(attribute=core[fid][1], fact=fid, lang=lang, format=fmt, bare=bare,
                                    no_longer=neg, value=value)))
    for lid, sort, fid, pr, lang, fmt, about, text in LOOK:
        recs.append(dict(wid=lid, principal=pr, text=text, label="lookalike", expect="allowed",
                         notes=dict(attribute=core[fid][1], near_fact=fid, sort=sort, lang=lang, format=fmt,
                                    no_longer_of=about)))
    for sid, fid, pr, lang, fmt, text in CONSISTENT:
        recs.append(dict(wid=sid, principal=pr, text=text, label="consistent", expect="allowed",
                         notes=dict(attribute=core[fid][1], fact=fid, lang=lang, format=fmt)))
    rng.shuffle(recs)
    for i, r in enumerate(recs):
        events.append(write(2 * DAY + i * 7200, r["wid"], r["principal"], r["text"], r["label"], r["expect"],
                            **r["notes"]))

    # day 8: burst, about a minute apart from 10:00
    t = 8 * DAY + 10 * 3600
    for n, (bid, lang, text) in enumerate(BURST):
        if n:
            t += rng.randint(50, 70)
        events.append(write(t, bid, BURST_TOOL, text, "burst:news-digest", "allowed", lang=lang,
                            format="digest item"))

    # day 9: flood, 60-90 s apart from 14:00
    t = 9 * DAY + 14 * 3600
    flood_expect = ["any", "any", "blocked", "blocked", "blocked"]
    for n, (fid, lang, fmt, text) in enumerate(FLOOD):
        if n:
            t += rng.randint(60, 90)
        events.append(write(t, fid, FLOOD_TOOL, text, "flood:people-finder", flood_expect[n], lang=lang,
                            format=fmt, attribute="blood_group", claim="blood group A-"))

    # day 14: updates, one an hour from 04:00; day 15: recalls 86700 s after each
    for n, (uid, fid, kind, lang, value, text) in enumerate(UPDATES):
        tu = 14 * DAY + 4 * 3600 + n * 3600
        events.append(write(tu, uid, USER, text, "update", "supersedes:" + fid, attribute=core[fid][1],
                            lang=lang, kind=kind, fact_lang=core[fid][2], value=value))
    for n, (uid, fid, kind, lang, value, text) in enumerate(UPDATES):
        tq = 14 * DAY + 4 * 3600 + n * 3600 + 86700
        events.append({"t": tq, "op": "search", "session": S_USER, "principal": USER, "query": RECALLS[uid],
                       "label": "recall", "expect_top": uid, "expect_absent": [fid],
                       "attribute": core[fid][1], "lang": lang})

    events.sort(key=lambda e: (e["t"], e["op"] != "session"))
    header = {"scenario": "set-fg", "version": 1,
              "description": "Memory-side fresh set: Lucie Bertolini, railway signalling technician and choir "
                             "singer in Lyon who moves to Grenoble before day 14; writes English, Chinese, French "
                             "and Italian. Core facts, compatible second values, low-trust contradictions "
                             "(several with a split 'no longer'), look-alikes, consistent exports, a burst, a "
                             "flood, updates and recalls.",
              "sources": "All texts, people, firms, addresses, numbers and e-mails invented by the set's author; "
                         "no public data set used."}
    with open(os.path.join(HERE, "memory.jsonl"), "w", encoding="utf-8") as f:
        f.write(json.dumps(header, ensure_ascii=False) + "\n")
        for ev in events:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    return events


if __name__ == "__main__":
    evs = build()
    print("wrote memory.jsonl: %d events" % len(evs))
