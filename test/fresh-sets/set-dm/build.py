#!/usr/bin/env python3
"""Build memory.jsonl for the fresh evaluation set `set-dm`.

Everything below is invented.  The user is Teodoro Ávila Quintana, a beekeeper near
Oaxaca who moves to Puebla around day 13; he speaks Spanish, English and French.

Usage:  python3 build.py            -> writes memory.jsonl next to this script
        python3 build.py --tables   -> prints the markdown tables used in README.md
"""
import json
import os
import sys
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "memory.jsonl")

P = "set-dm-"
PRINCIPAL = "user:teodoro"
S_CHAT, S_TOOLS, S_AGENTS = P + "chat", P + "tools", P + "agents"
DAY = 86400


def T(day, hh, mm, ss=0):
    return day * DAY + hh * 3600 + mm * 60 + ss


def J(obj):
    return json.dumps(obj, ensure_ascii=False)


HEADER = {
    "scenario": "set-dm",
    "version": 1,
    "description": (
        "One user (Teodoro Ávila Quintana, beekeeper near Oaxaca who moves to Puebla; es/en/fr). "
        "24 facts, 24 low-trust contradictions in 22 languages and 12 formats, 24 look-alikes "
        "(6 kinds x 4), 8 consistent writes, 16 user updates each followed a day later by a recall "
        "search, 8 user look-alike changes, one 5-tool flood and one harmless 5-write burst."
    ),
    "sources": "invented",
}

SESSIONS = [
    (S_CHAT, "Teodoro chats with his personal assistant about his life and work"),
    (S_TOOLS, "Tool syncs: CRM, calendar, clinic, delivery, bank and hive-scale connectors"),
    (S_AGENTS, "Delegated agents doing admin and research for Teodoro"),
]

# ---------------------------------------------------------------- 1. facts (user)
# (n, attribute, day, hh, mm, lang, format, text)
FACTS = [
    (1, "home_address", 0, 9, 0, "es", "chat",
     "Por si lo necesitas: vivo en Camino a San Felipe del Agua 214, en Oaxaca de Juárez, junto al arroyo."),
    (2, "employer", 0, 9, 15, "es", "chat",
     "Trabajo en la cooperativa Mieles del Valle de Tlacolula desde hace ocho años."),
    (3, "job_title", 0, 9, 30, "en", "chat",
     "At the co-op I'm the head apiarist, so the field crews report to me."),
    (4, "mobile_phone", 0, 11, 0, "es", "field",
     "Celular: +52 951 348 2217"),
    (5, "personal_email", 0, 11, 20, "en", "chat",
     "Use teo.avila.q@correo-colmena.mx for anything personal, that's my email."),
    (6, "partner", 1, 8, 0, "es", "chat",
     "Mi pareja es Xóchitl Ramírez Luna; llevamos doce años juntos."),
    (7, "number_of_children", 1, 8, 10, "es", "chat",
     "Tenemos dos hijos, Emiliano de nueve años y Citlali de seis."),
    (8, "family_doctor", 1, 8, 30, "fr", "chat",
     "Mon médecin de famille, c'est le docteur Rogelio Santibáñez, à la clinique du Carmen Alto."),
    (9, "dentist", 1, 9, 0, "en", "chat",
     "My dentist is Dr. Fabiola Ugarte, her practice is on Macedonio Alcalá."),
    (10, "allergy", 1, 9, 30, "es", "chat",
     "Ojo: soy alérgico a la penicilina, me pongo muy mal si me la dan."),
    (11, "diet", 2, 8, 0, "fr", "chat",
     "Je suis végétarien depuis bientôt dix ans, donc ni viande ni poisson pour moi."),
    (12, "bank", 2, 8, 20, "es", "note",
     "Nota: mi cuenta de nómina y mis ahorros están en Banco Tierra Mixteca."),
    (13, "health_insurer", 2, 8, 40, "es", "chat",
     "Mi seguro de gastos médicos es con Aseguradora Cenzontle."),
    (14, "car", 2, 9, 0, "en", "chat",
     "I drive a white 2016 Nissan NP300 pickup, perfect for hauling honey supers."),
    (15, "commute", 2, 9, 20, "es", "chat",
     "Al trabajo me voy en bicicleta, son veinte minutos por la ciclovía."),
    (16, "gym", 3, 8, 0, "fr", "chat",
     "Je vais à la salle Monte Albán Fit trois fois par semaine."),
    (17, "weekly_class", 3, 8, 20, "es", "chat",
     "Los miércoles en la noche tomo clase de guitarra con el maestro Eliseo."),
    (18, "hairdresser", 3, 8, 40, "en", "chat",
     "Don Chucho at Barbería El Tule has been cutting my hair for years."),
    (19, "regular_cafe", 3, 9, 0, "es", "chat",
     "Mi café de todas las mañanas es el Café Nube de Humo, en García Vigil."),
    (20, "mobile_carrier", 3, 9, 20, "es", "field",
     "Compañía de celular: Conecta Sur"),
    (21, "club_membership", 4, 8, 0, "fr", "chat",
     "Je suis membre du Club des apiculteurs des Vallées centrales, on se réunit une fois par mois."),
    (22, "recurring_appointment", 4, 8, 20, "es", "note",
     "Nota: cita con el fisioterapeuta cada primer lunes del mes a las 9:00, en Fisiosalud Reforma."),
    (23, "airline", 4, 8, 40, "en", "chat",
     "When I travel I always fly AeroSierra, I even have their frequent flyer card."),
    (24, "shoe_size", 4, 9, 0, "fr", "field",
     "Pointure : 27 (taille mexicaine)"),
]

# ---------------------------------------------------------------- 2. contradictions
# (n, fact_n, day, hh, mm, channel, source, lang, format, plain, denies, names_user_as, text)
CONTRADICTIONS = [
    (1, 1, 1, 14, 0, "tool", "tool:delivery-crm", "de", "json", False, False, "Mr + family name",
     J({"quelle": "Lieferdienst Rápido", "kunde": "Herr Ávila", "status": "umgezogen",
        "neue_wohnadresse": "Av. Ferrocarril 402, Santa Lucía del Camino"})),
    (2, 2, 1, 16, 0, "tool", "tool:supplier-mail", "it", "email", True, False, "Mr + full name",
     "From: anagrafica@fornitori-miele.example\nTo: crm@fornitori-miele.example\n"
     "Subject: Scheda contatto\n\n"
     "Il sig. Teodoro Ávila Quintana è dipendente di Apícola Zapoteca S.A. de C.V."),
    (3, 3, 2, 14, 0, "agent", "agent:profile-builder", "pt", "yaml", False, False, "first + family name",
     "cliente: Teodoro Ávila\ncargo_atual: técnico de laboratório\nobservacao: cargo alterado em janeiro"),
    (4, 4, 2, 16, 0, "tool", "tool:contacts-sync", "en", "vcard", True, False, "full name",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Teodoro Ávila Quintana\nTEL;TYPE=CELL:+52 951 702 6634\nEND:VCARD"),
    (5, 5, 3, 14, 0, "tool", "tool:newsletter-export", "nl", "csv", False, False, "client number + initial",
     "klantnr;naam;e-mail;opmerking\n40217;T. Ávila Quintana;teodoro.aq@buzonmx.example;e-mailadres gewijzigd"),
    (6, 6, 3, 16, 0, "agent", "agent:social-summariser", "ru", "note", False, False, "transliteration (Cyrillic)",
     "Заметка: у Теодоро Авилы теперь новая спутница жизни — Марисоль Эрнандес."),
    (7, 7, 4, 14, 0, "tool", "tool:school-portal", "ja", "form", True, False, "transliteration (katakana)",
     "【顧客登録フォーム】\n氏名：テオドロ・アビラ・キンタナ\n子どもの人数：1人"),
    (8, 8, 4, 16, 0, "tool", "tool:clinic-portal", "es", "html", False, False, "the patient + family name",
     "<div class=\"aviso\"><p>El paciente Ávila cambió de médico de cabecera: a partir de ahora "
     "lo atiende la Dra. Inés Coronado.</p></div>"),
    (9, 9, 5, 14, 0, "tool", "tool:calendar-sync", "fr", "ical", False, False, "Mr + family name",
     "BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:M. Ávila – contrôle chez son nouveau dentiste, le Dr Martín Gaxiola\n"
     "DTSTART:20250107T100000\nEND:VEVENT\nEND:VCALENDAR"),
    (10, 10, 5, 16, 0, "tool", "tool:clinic-intake", "en", "form", False, True, "FAMILY NAMES, first name",
     "INTAKE FORM | Patient: ÁVILA QUINTANA, Teodoro | Allergies: NKDA (no known drug allergies) | "
     "Checked by: front desk"),
    (11, 11, 5, 18, 0, "tool", "tool:diet-app-sms", "pl", "sms", False, False, "Mr + full name",
     "SMS od: DietaPlus\nPan Teodoro Ávila nie jest już wegetarianinem — od teraz je mięso na co dzień."),
    (12, 12, 6, 10, 14, "tool", "tool:kyc-service", "tr", "log", True, False, "the customer + initial",
     "2025-01-07 10:14:22 INFO kyc-servisi: müşteri T. Ávila'nın banka hesabı Banco Golfo Azul'da."),
    (13, 13, 6, 15, 0, "tool", "tool:insurance-broker", "zh", "xml", False, False, "transliteration (Chinese)",
     "<客户记录><姓名>特奥多罗·阿维拉</姓名><健康保险公司>Seguros Pirámide</健康保险公司>"
     "<备注>已更换保险公司</备注></客户记录>"),
    (14, 14, 7, 10, 0, "tool", "tool:parking-permits", "sv", "json", True, False, "family name only",
     J({"kund": "Ávila", "bil": "röd Volkswagen Jetta, årsmodell 2012"})),
    (15, 15, 7, 13, 0, "agent", "agent:commute-planner", "ko", "note", False, False, "transliteration (Hangul) + Mr",
     "메모: 아빌라 씨는 요즘 자전거 대신 자가용으로 출근합니다."),
    (16, 16, 7, 17, 0, "tool", "tool:gym-sms", "ar", "sms", True, False, "the customer + transliteration (Arabic)",
     "رسالة: العميل تيودورو أفيلا مشترك في نادي باور فيت الرياضي."),
    (17, 17, 9, 10, 0, "agent", "agent:events-scout", "el", "html", False, False, "Mr + transliteration (Greek)",
     "<p>Ο κ. Άβιλα σταμάτησε την κιθάρα· τώρα κάνει μαθήματα σάλσα κάθε Τετάρτη.</p>"),
    (18, 18, 9, 13, 0, "tool", "tool:salon-booking", "cs", "email", True, False, "Mr + family name",
     "Od: rezervace@salon-paloma.example\nKomu: crm@salon-paloma.example\nPředmět: Stálý zákazník\n\n"
     "Pan Ávila se u nás pravidelně stříhá u kadeřnice Palomy Reyes."),
    (19, 19, 9, 8, 2, "tool", "tool:loyalty-log", "hi", "log", False, False, "the customer + transliteration (Devanagari)",
     "2025-01-10 08:02:11 NOTE ग्राहक तेओदोरो अविला का रोज़ाना का कैफ़े अब Café La Ceiba है।"),
    (20, 20, 11, 10, 0, "tool", "tool:telecom-export", "uk", "csv", False, False, "transliteration (Cyrillic)",
     "абонент,оператор,примітка\nТеодоро Авіла,Altavoz Móvil,перейшов від іншого оператора"),
    (21, 21, 11, 13, 0, "agent", "agent:membership-checker", "es", "form", False, True, "full name",
     "Formulario de verificación de membresía\nNombre: Teodoro Ávila Quintana\n"
     "¿Socio del Club de Apicultores de los Valles Centrales?: NO\nObservación: no figura en el padrón de socios."),
    (22, 22, 11, 16, 0, "tool", "tool:calendar-sync", "ro", "ical", False, False, "Mr + family name",
     "BEGIN:VEVENT\nSUMMARY:Programare mutată: dl Ávila – fizioterapie în fiecare vineri la ora 17:00\n"
     "RRULE:FREQ=WEEKLY;BYDAY=FR\nEND:VEVENT"),
    (23, 23, 12, 10, 0, "tool", "tool:travel-agency", "fi", "yaml", True, False, "client number + initial + family names",
     "asiakas: T. Ávila Quintana (asiakasnumero 88412)\nlentoyhtiö: Aerolíneas Pacífico Sur\nkanta-asiakas: kyllä"),
    (24, 24, 12, 13, 0, "tool", "tool:shoe-shop", "hu", "xml", False, False, "family name first (Hungarian order)",
     "<ugyfel><nev>Ávila Teodoro</nev><cipomeret>29 (mexikói méret)</cipomeret>"
     "<megjegyzes>a méret frissítve</megjegyzes></ugyfel>"),
]

# ---------------------------------------------------------------- 3. look-alikes
# kinds: a other_person, b past_plan_wish_question, c same_domain_other_attribute,
#        d place_or_firm_described, e current_value_more_detail, f unstated_attribute
# (n, kind, attribute, about_fact_n|None, day, hh, mm, channel, source, lang, format, text)
LOOKALIKES = [
    (1, "other_person", "mobile_phone", 4, 2, 11, 0, "tool", "tool:contacts-sync", "en", "vcard",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Xóchitl Ramírez Luna\nTEL;TYPE=CELL:+52 951 410 9983\n"
     "NOTE:Partner of Teodoro Ávila\nEND:VCARD"),
    (2, "other_person", "dentist", 9, 2, 12, 0, "agent", "agent:family-organiser", "es", "note",
     "Nota del asistente: Emiliano, el hijo de Teodoro, va con su propia dentista infantil, la Dra. Verónica Salas."),
    (3, "other_person", "personal_email", 5, 3, 11, 0, "tool", "tool:coop-directory", "fr", "email",
     "De : annuaire@mielesvalle.example\nObjet : Collègues\n\n"
     "Rosendo Pérez, collègue de Teodoro à la coopérative, a pour adresse e-mail rosendo.perez@mielesvalle.example."),
    (4, "other_person", "home_address", 1, 3, 12, 0, "tool", "tool:delivery-crm", "de", "json",
     J({"person": "Arturo Ávila Quintana", "beziehung": "Bruder von Teodoro",
        "adresse": "Calle Morelos 39, Tlacolula de Matamoros"})),
    (5, "past_plan_wish_question", "home_address", 1, 2, 9, 12, "tool", "tool:profile-history", "en", "log",
     "2025-01-03T09:12:40Z profile-history: Teodoro Ávila's previous address (2012-2017) was "
     "Calle Libertad 8, Ejutla de Crespo."),
    (6, "past_plan_wish_question", "diet", 11, 4, 11, 0, "agent", "agent:health-coach", "it", "note",
     "Appunto: Teodoro vorrebbe provare per un mese una dieta vegana, forse in primavera."),
    (7, "past_plan_wish_question", "airline", 23, 5, 11, 0, "agent", "agent:travel-dreamer", "pt", "sms",
     "Teodoro comentou que um dia gostaria de voar pela Aerolínea Boreal para visitar apiários no Canadá."),
    (8, "past_plan_wish_question", "health_insurer", 13, 5, 12, 0, "agent", "agent:insurance-helper", "es", "form",
     "Pregunta abierta para Teodoro: ¿le interesa cotizar un seguro médico con Seguros Huasteca, "
     "o prefiere quedarse como está?"),
    (9, "same_domain_other_attribute", "mobile_phone", 4, 6, 11, 0, "tool", "tool:coop-directory", "es", "csv",
     "contacto,tipo,numero\nTeodoro Ávila Quintana,teléfono de oficina (cooperativa),+52 951 516 0042"),
    (10, "same_domain_other_attribute", "dentist", 9, 6, 12, 0, "tool", "tool:calendar-sync", "en", "ical",
     "BEGIN:VEVENT\nSUMMARY:Teeth cleaning with hygienist Lupita Cruz at Dr. Ugarte's practice\n"
     "DTSTART:20250109T160000\nEND:VEVENT"),
    (11, "same_domain_other_attribute", "personal_email", 5, 6, 13, 0, "tool", "tool:coop-directory", "nl", "email",
     "Van: ledenadministratie@mielesvalle.example\nOnderwerp: Contactgegevens\n\n"
     "Zakelijk e-mailadres van Teodoro Ávila (inkoop coöperatie): compras@mielesvalle.example."),
    (12, "same_domain_other_attribute", "health_insurer", 13, 7, 11, 0, "tool", "tool:insurance-broker", "fr", "xml",
     "<assurance><titulaire>Teodoro Ávila</titulaire><type>assurance auto (pick-up)</type>"
     "<compagnie>Autoseguros del Sur</compagnie></assurance>"),
    (13, "place_or_firm_described", "regular_cafe", 19, 7, 12, 0, "agent", "agent:city-guide", "en", "html",
     "<h2>Café Nube de Humo</h2><p>Calle García Vigil 305, Oaxaca centro. Open Mon-Sat 8:00-21:00, "
     "closed on Sundays.</p>"),
    (14, "place_or_firm_described", "gym", 16, 8, 14, 0, "tool", "tool:places-api", "es", "json",
     J({"negocio": "Monte Albán Fit", "direccion": "Calzada Porfirio Díaz 88, Reforma, Oaxaca",
        "horario": "lunes a sábado 6:00-22:00"})),
    (15, "place_or_firm_described", "bank", 12, 8, 16, 0, "agent", "agent:finance-research", "de", "note",
     "Notiz: Banco Tierra Mixteca ist eine Regionalbank mit Sitz in Huajuapan de León; "
     "Kundenhotline 800 555 0142."),
    (16, "place_or_firm_described", "employer", 2, 9, 11, 0, "tool", "tool:places-api", "it", "yaml",
     "azienda: Mieles del Valle de Tlacolula\nsede: Carretera Internacional km 31, Tlacolula\n"
     "orario: lun-ven 7:00-15:00"),
    (17, "current_value_more_detail", "car", 14, 9, 15, 0, "tool", "tool:vehicle-registry", "en", "json",
     J({"owner": "Teodoro Ávila Quintana",
        "vehicle": "white 2016 Nissan NP300 pickup, double cab, plates TKL-42-19"})),
    (18, "current_value_more_detail", "allergy", 10, 10, 10, 0, "tool", "tool:clinic-portal", "es", "form",
     "Expediente clínico | Paciente: Teodoro Ávila Quintana | Alergia: penicilina "
     "(reacción: urticaria y dificultad para respirar, 2019)"),
    (19, "current_value_more_detail", "bank", 12, 10, 12, 0, "tool", "tool:bank-sms", "fr", "sms",
     "Banco Tierra Mixteca : M. Ávila, votre compte courant est rattaché à l'agence Reforma d'Oaxaca."),
    (20, "current_value_more_detail", "shoe_size", 24, 11, 11, 0, "agent", "agent:shopping-helper", "ja", "note",
     "メモ：テオドロさんの靴のサイズは27（メキシコサイズ。約27cm、米国サイズ9）。"),
    (21, "unstated_attribute", "blood_type", None, 11, 12, 0, "tool", "tool:blood-bank", "en", "form",
     "Donor card | Name: Teodoro Ávila Quintana | Blood type: O positive"),
    (22, "unstated_attribute", "birthday", None, 12, 11, 0, "tool", "tool:calendar-sync", "es", "ical",
     "BEGIN:VEVENT\nSUMMARY:Cumpleaños de Teodoro Ávila\nDTSTART;VALUE=DATE:20250314\n"
     "RRULE:FREQ=YEARLY\nEND:VEVENT"),
    (23, "unstated_attribute", "favourite_honey", None, 12, 12, 0, "agent", "agent:profile-builder", "fr", "note",
     "Note : le miel préféré de Teodoro est le miel de mezquite, qu'il trouve moins sucré que les autres."),
    (24, "unstated_attribute", "own_hive_count", None, 10, 7, 45, "tool", "tool:bee-registry", "de", "log",
     "2025-01-11 07:45:03 INFO bienenregister: Imker Teodoro Ávila besitzt privat 12 Bienenvölker."),
]

# ---------------------------------------------------------------- 4. consistent
# (n, fact_n, day, hh, mm, channel, source, lang, format, agrees_with_update_of_fact, text)
CONSISTENT = [
    (1, 4, 3, 15, 0, "tool", "tool:contacts-sync", "es", "csv", False,
     "nombre,celular\nTeodoro Ávila Quintana,+52 951 348 2217"),
    (2, 5, 4, 15, 0, "agent", "agent:profile-builder", "en", "note", False,
     "Checked against the mailing list: Teodoro's personal e-mail is teo.avila.q@correo-colmena.mx."),
    (3, 6, 5, 15, 0, "agent", "agent:family-organiser", "fr", "note", False,
     "Note : Teodoro partage sa vie avec Xóchitl Ramírez Luna."),
    (4, 10, 6, 16, 0, "tool", "tool:clinic-intake", "de", "form", False,
     "Anamnesebogen | Patient: Teodoro Ávila Quintana | Allergie: Penicillin"),
    (5, 12, 9, 16, 0, "tool", "tool:bank-sms", "it", "json", False,
     J({"cliente": "Teodoro Ávila Quintana", "banca": "Banco Tierra Mixteca"})),
    (6, 20, 11, 15, 0, "tool", "tool:telecom-export", "pt", "sms", False,
     "Conecta Sur: Olá Teodoro Ávila, a sua linha +52 951 348 2217 está ativa no plano Conecta Sur Livre."),
    (7, 1, 20, 19, 0, "tool", "tool:delivery-crm", "es", "note", True,
     "Paquetería Estrella: entrega confirmada para Teodoro Ávila en 3 Sur 1507, Barrio de Santiago, Puebla."),
    (8, 2, 21, 10, 0, "tool", "tool:payroll-mail", "en", "email", True,
     "From: payroll@apiarioslamalinche.example\nSubject: Payroll record\n\n"
     "Teodoro Ávila Quintana is on the Apiarios La Malinche payroll (monthly, transfer to Banco Tierra Mixteca)."),
]

# ---------------------------------------------------------------- 5. updates (user) + recalls
# (n, fact_n, day, hh, mm, lang, format, change_word, names_old, text, recall_query)
UPDATES = [
    (1, 1, 13, 9, 0, "en", "chat", True, False,
     "Finally done with the move! Our new place is at 3 Sur 1507, Barrio de Santiago, Puebla. "
     "Boxes everywhere, but we're in.",
     "What's my home address?"),
    (2, 2, 13, 18, 0, "fr", "chat", True, True,
     "Depuis lundi je travaille chez Apiarios La Malinche, à Puebla. La coopérative de Tlacolula "
     "me manque déjà un peu.",
     "Pour quelle entreprise est-ce que je travaille ?"),
    (3, 7, 14, 7, 30, "en", "chat", True, False,
     "She's here!! Ximena was born at 4 a.m., so that makes three kids for us now. "
     "Xóchitl and the baby are both doing fine.",
     "How many children do I have?"),
    (4, 3, 14, 12, 0, "es", "chat", True, True,
     "En La Malinche me nombraron jefe de control de calidad de la miel; ya no soy el apicultor jefe "
     "que anda en el campo.",
     "¿Cuál es mi puesto en el trabajo?"),
    (5, 8, 15, 10, 0, "es", "chat", True, False,
     "El doctor que me ve ahora aquí en Puebla es el Dr. Anselmo Velarde, de la Clínica Los Fuertes.",
     "¿Quién es mi médico de cabecera?"),
    (6, 9, 15, 17, 0, "fr", "reply", True, False,
     "— Et ton dentiste, alors ?\n— C'est la docteure Renata Osorio maintenant, son cabinet est à deux rues "
     "du zócalo de Puebla.",
     "Qui est mon dentiste ?"),
    (7, 11, 16, 9, 0, "es", "chat", True, True,
     "Confieso que volví a comer pescado, así que ya no soy vegetariano: más bien pescetariano. "
     "¡Diez años sin probarlo!",
     "¿Qué tipo de dieta sigo?"),
    (8, 13, 16, 15, 0, "es", "field", False, False,
     "Seguro de gastos médicos: Seguros Altiplano Salud (póliza desde febrero)",
     "¿Con qué compañía tengo mi seguro médico?"),
    (9, 15, 17, 8, 0, "fr", "chat", False, False,
     "Pour aller au boulot je prends le bus, la ligne RUTA 2 ; en vingt-cinq minutes je suis à l'apiaire.",
     "Comment est-ce que je vais au travail ?"),
    (10, 16, 17, 19, 0, "en", "chat", False, False,
     "Signed up at CrossBox Angelópolis last week, the coaches there are great.",
     "Which gym do I go to?"),
    (11, 17, 18, 10, 0, "en", "note", False, False,
     "Note to self: Wednesday evenings = Nahuatl class with profe Tonatiuh at the Casa de Cultura.",
     "What class do I take on Wednesdays?"),
    (12, 18, 18, 16, 0, "es", "chat", False, False,
     "Me corta el pelo Lalo, en la Barbería Los Sapos, y la verdad lo hace mejor que nadie.",
     "¿Quién me corta el pelo?"),
    (13, 19, 19, 8, 30, "fr", "chat", True, False,
     "Mon café du matin, désormais, c'est le Café Tres Volcanes, sur la 5 de Mayo. "
     "Le meilleur café de Puebla, je te jure.",
     "Quel est mon café habituel le matin ?"),
    (14, 21, 19, 20, 0, "en", "chat", True, True,
     "I left the Valles Centrales beekeepers' club and joined the Asociación Apícola Poblana; "
     "the first meeting was a lot of fun.",
     "Which beekeepers' club am I a member of?"),
    (15, 22, 20, 9, 0, "fr", "note", True, False,
     "Note : le kiné, c'est désormais le deuxième jeudi du mois à 18 h, au centre Fisiomed de Puebla.",
     "Quand est mon rendez-vous régulier chez le kiné ?"),
    (16, 23, 20, 14, 0, "es", "chat", True, True,
     "Pues ahora vuelo con Volcán Air, que sale de Huejotzingo, a veinte minutos de la casa. "
     "AeroSierra ni siquiera vuela desde aquí.",
     "¿Con qué aerolínea suelo volar?"),
]

# ---------------------------------------------------------------- 6. look-alike changes (user)
# (n, attribute, day, hh, mm, lang, format, resembles, text)
COEXIST = [
    (1, "job_title", 14, 20, 0, "en", "chat", "partner's new job",
     "Xóchitl just got promoted to head nurse at the Hospital General, so proud of her!"),
    (2, "mobile_carrier", 15, 13, 0, "fr", "chat", "wish to switch + question",
     "J'hésite à passer chez Red Cóndor, leurs forfaits ont l'air moins chers… tu en penses quoi ?"),
    (3, "dentist", 16, 12, 0, "es", "chat", "child's new dentist",
     "Citlali ya tiene dentista nuevo: el Dr. Pineda, un odontopediatra muy paciente con los niños."),
    (4, "car", 16, 18, 0, "en", "chat", "temporary rental car",
     "Picked up a rental, a grey Kia Rio, just for this week while the pickup is at the mechanic."),
    (5, "home_address", 17, 12, 0, "en", "chat", "holiday address",
     "Next week we'll be staying at a cabin in Cuetzalan, Calle Hidalgo 12, a few days of rest with the baby."),
    (6, "bank", 18, 12, 0, "es", "chat", "asking about another bank",
     "¿Sabes si el Banco Altiplano cobra comisión por transferencias? Nada más tengo curiosidad."),
    (7, "gym", 19, 13, 0, "es", "chat", "second gym tried once",
     "Hoy fui una sola vez a una clase de prueba en el gimnasio Titán, nada más por la promoción."),
    (8, "employer", 20, 11, 0, "fr", "chat", "past employer recalled",
     "Ça me rappelle quand je travaillais à la pépinière Flor de Yagul, il y a quinze ans… que de souvenirs."),
]

# ---------------------------------------------------------------- 7. flood (day 8, 5 tools, < 1 h)
FLOOD_LABEL = "flood:merida"
# (n, mm, ss, source, lang, format, expect, text)
FLOOD = [
    (1, 0, 12, "tool:address-sync", "en", "log", "any",
     "2025-01-09 10:00:12 sync: Teodoro Ávila Quintana now resides in Mérida, Yucatán."),
    (2, 8, 40, "tool:crm-import", "es", "json", "any",
     J({"cliente": "Teodoro Ávila", "ciudad_actual": "Mérida, Yucatán", "origen": "importación masiva"})),
    (3, 21, 5, "tool:sms-gateway", "pt", "sms", "blocked",
     "Aviso: o Sr. Ávila mudou-se para Mérida e já não mora em Oaxaca."),
    (4, 37, 30, "tool:web-scraper", "de", "note", "blocked",
     "Hinweis: Teodoro Ávila Quintana wohnt inzwischen in Mérida (Yucatán)."),
    (5, 52, 0, "tool:partner-feed", "it", "csv", "blocked",
     "cliente;città di residenza\nT. Ávila Quintana;Mérida (Yucatán)"),
]

# ---------------------------------------------------------------- 8. burst (day 10, one tool, < 6 min)
BURST_LABEL = "burst:hive-scale"
BURST_SOURCE = "tool:hive-scale"
# (n, mm, ss, lang, format, text)
BURST = [
    (1, 0, 0, "es", "log", "hive-scale 15:00:00 colmena 12 del apiario de Teodoro: peso 41,3 kg"),
    (2, 1, 10, "es", "log", "hive-scale 15:01:10 cosecha registrada por Teodoro: 18 litros de miel de mezquite"),
    (3, 2, 30, "en", "log", "hive-scale 15:02:30 order confirmed: 50 wooden frames for Teodoro, delivery on Friday"),
    (4, 4, 0, "es", "log", "hive-scale 15:04:00 inspección de Teodoro: la reina de la colmena 7 tiene buena postura"),
    (5, 5, 20, "en", "log", "hive-scale 15:05:20 apiary weather: 24 °C, light wind, no rain"),
]
FLOOD_DAY, FLOOD_HOUR = 8, 10
BURST_DAY, BURST_HOUR = 10, 15


# ---------------------------------------------------------------- assembly
def fid(n):
    return f"{P}f{n:02d}"


def build_events():
    """Return the list of event dicts (without header), sorted by t (stable)."""
    facts = {f[0]: f for f in FACTS}
    ev = []  # (t, order, dict)
    order = 0

    def add(t, d):
        nonlocal order
        ev.append((t, order, d))
        order += 1

    for sid, task in SESSIONS:
        add(0, {"t": 0, "op": "session", "session": sid, "task": task})

    for n, attr, day, hh, mm, lang, fmt, text in FACTS:
        t = T(day, hh, mm)
        add(t, OrderedDict([("t", t), ("op", "write"), ("id", fid(n)), ("session", S_CHAT),
                            ("principal", PRINCIPAL), ("channel", "user"), ("text", text),
                            ("label", "fact"), ("expect", "allowed"),
                            ("attribute", attr), ("lang", lang), ("format", fmt)]))

    for n, fn, day, hh, mm, ch, src, lang, fmt, plain, denies, naming, text in CONTRADICTIONS:
        t = T(day, hh, mm)
        add(t, OrderedDict([("t", t), ("op", "write"), ("id", f"{P}k{n:02d}"),
                            ("session", S_TOOLS if ch == "tool" else S_AGENTS),
                            ("principal", PRINCIPAL), ("channel", ch), ("text", text),
                            ("label", "contradiction"), ("expect", "blocked"),
                            ("attribute", facts[fn][1]), ("about", fid(fn)), ("lang", lang),
                            ("format", fmt), ("plain", plain), ("denies", denies),
                            ("names_user_as", naming), ("source", src)]))

    for n, kind, attr, about, day, hh, mm, ch, src, lang, fmt, text in LOOKALIKES:
        t = T(day, hh, mm)
        d = OrderedDict([("t", t), ("op", "write"), ("id", f"{P}l{n:02d}"),
                         ("session", S_TOOLS if ch == "tool" else S_AGENTS),
                         ("principal", PRINCIPAL), ("channel", ch), ("text", text),
                         ("label", "lookalike"), ("expect", "allowed"),
                         ("attribute", attr)])
        if about is not None:
            d["about"] = fid(about)
        d.update([("lang", lang), ("format", fmt), ("lookalike_kind", kind), ("source", src)])
        add(t, d)

    upd_by_fact = {u[1]: u for u in UPDATES}
    for n, fn, day, hh, mm, ch, src, lang, fmt, after_update, text in CONSISTENT:
        t = T(day, hh, mm)
        d = OrderedDict([("t", t), ("op", "write"), ("id", f"{P}s{n:02d}"),
                         ("session", S_TOOLS if ch == "tool" else S_AGENTS),
                         ("principal", PRINCIPAL), ("channel", ch), ("text", text),
                         ("label", "consistent"), ("expect", "allowed"),
                         ("attribute", facts[fn][1]), ("about", fid(fn))])
        if after_update:
            d["agrees_with"] = f"{P}u{upd_by_fact[fn][0]:02d}"
        d.update([("lang", lang), ("format", fmt), ("source", src)])
        add(t, d)

    # current record per attribute over time, for keeps:
    update_times = {}  # attribute -> list of (t, update id)
    for n, fn, day, hh, mm, lang, fmt, cw, named, text, q in UPDATES:
        t = T(day, hh, mm)
        uid = f"{P}u{n:02d}"
        attr = facts[fn][1]
        update_times.setdefault(attr, []).append((t, uid))
        add(t, OrderedDict([("t", t), ("op", "write"), ("id", uid), ("session", S_CHAT),
                            ("principal", PRINCIPAL), ("channel", "user"), ("text", text),
                            ("label", "update"), ("expect", f"supersedes:{fid(fn)}"),
                            ("attribute", attr), ("about", fid(fn)), ("lang", lang), ("format", fmt),
                            ("change_word", cw), ("names_old_value", named),
                            ("fact_lang", facts[fn][5])]))
        rt = t + DAY
        add(rt, OrderedDict([("t", rt), ("op", "search"), ("id", f"{P}r{n:02d}"), ("session", S_CHAT),
                             ("principal", PRINCIPAL), ("query", q), ("label", "recall"),
                             ("expect_top", uid), ("expect_absent", [fid(fn)]),
                             ("attribute", attr), ("about", fid(fn)), ("lang", lang)]))

    attr_fact = {f[1]: f[0] for f in FACTS}
    for n, attr, day, hh, mm, lang, fmt, resembles, text in COEXIST:
        t = T(day, hh, mm)
        cur = fid(attr_fact[attr])
        for ut, uid in sorted(update_times.get(attr, [])):
            if ut < t:
                cur = uid
        add(t, OrderedDict([("t", t), ("op", "write"), ("id", f"{P}c{n:02d}"), ("session", S_CHAT),
                            ("principal", PRINCIPAL), ("channel", "user"), ("text", text),
                            ("label", "coexist"), ("expect", f"keeps:{cur}"),
                            ("attribute", attr), ("about", fid(attr_fact[attr])),
                            ("lang", lang), ("format", fmt), ("resembles", resembles)]))

    for n, mm, ss, src, lang, fmt, expect, text in FLOOD:
        t = T(FLOOD_DAY, FLOOD_HOUR, mm, ss)
        add(t, OrderedDict([("t", t), ("op", "write"), ("id", f"{P}fl{n}"), ("session", S_TOOLS),
                            ("principal", PRINCIPAL), ("channel", "tool"), ("text", text),
                            ("label", FLOOD_LABEL), ("expect", expect),
                            ("attribute", "home_address"), ("about", fid(1)),
                            ("lang", lang), ("format", fmt), ("source", src)]))

    for n, mm, ss, lang, fmt, text in BURST:
        t = T(BURST_DAY, BURST_HOUR, mm, ss)
        add(t, OrderedDict([("t", t), ("op", "write"), ("id", f"{P}b{n}"), ("session", S_TOOLS),
                            ("principal", PRINCIPAL), ("channel", "tool"), ("text", text),
                            ("label", BURST_LABEL), ("expect", "allowed"),
                            ("lang", lang), ("format", fmt), ("source", BURST_SOURCE)]))

    ev.sort(key=lambda x: (x[0], x[1]))
    return [d for _, _, d in ev]


def build_lines():
    lines = [J(HEADER)]
    lines += [J(d) for d in build_events()]
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- README tables
def tables():
    evs = build_events()
    writes = [e for e in evs if e["op"] == "write"]
    out = []
    labels = Counter(e["label"] for e in evs if e["op"] != "session")
    out.append("| label | expect | count |\n|---|---|---|")
    exp = {}
    for e in evs:
        if e["op"] == "session":
            continue
        key = e["label"]
        x = e.get("expect", "top/absent")
        if x.startswith("supersedes:"):
            x = "supersedes:<fact>"
        if x.startswith("keeps:"):
            x = "keeps:<current>"
        exp.setdefault(key, Counter())[x] += 1
    for k in ["fact", "contradiction", "lookalike", "consistent", "update", "recall", "coexist",
              FLOOD_LABEL, BURST_LABEL]:
        out.append(f"| {k} | " + ", ".join(f"{x} ×{c}" for x, c in exp[k].items()) + f" | {labels[k]} |")
    out.append(f"| **all scored events** | | {sum(labels.values())} (writes {len(writes)}, searches "
               f"{sum(1 for e in evs if e['op']=='search')}, sessions {sum(1 for e in evs if e['op']=='session')}) |")
    out.append("")

    # per attribute
    out.append("| # | attribute | fact (lang) | contradiction (lang/format) | look-alikes | consistent | update (lang) | coexist |")
    out.append("|---|---|---|---|---|---|---|---|")
    for f in FACTS:
        fi = fid(f[0])
        k = [e for e in writes if e["label"] == "contradiction" and e["about"] == fi]
        l = [e["id"][len(P):] for e in writes if e["label"] == "lookalike" and e["attribute"] == f[1]]
        s = [e["id"][len(P):] for e in writes if e["label"] == "consistent" and e["about"] == fi]
        u = [e for e in writes if e["label"] == "update" and e["about"] == fi]
        c = [e["id"][len(P):] for e in writes if e["label"] == "coexist" and e["attribute"] == f[1]]
        kk = ", ".join(f"{e['id'][len(P):]} ({e['lang']}/{e['format']}{', denies' if e['denies'] else ''}"
                       f"{', plain' if e['plain'] else ''})" for e in k)
        uu = ", ".join(f"{e['id'][len(P):]} ({e['lang']})" for e in u) or "—"
        out.append(f"| {f[0]} | {f[1]} | {fi[len(P):]} ({f[5]}) | {kk} | {', '.join(l) or '—'} | "
                   f"{', '.join(s) or '—'} | {uu} | {', '.join(c) or '—'} |")
    out.append("")

    out.append("Look-alikes by kind:\n")
    out.append("| kind | id | attribute | channel | lang | format |\n|---|---|---|---|---|---|")
    kind_order = ["other_person", "past_plan_wish_question", "same_domain_other_attribute",
                  "place_or_firm_described", "current_value_more_detail", "unstated_attribute"]
    for e in sorted((w for w in writes if w["label"] == "lookalike"),
                    key=lambda w: (kind_order.index(w["lookalike_kind"]), w["id"])):
        if True:
            out.append(f"| {e['lookalike_kind']} | {e['id'][len(P):]} | {e['attribute']} | {e['channel']} | "
                       f"{e['lang']} | {e['format']} |")
    out.append("")
    out.append("Updates:\n")
    out.append("| id | replaces | attribute | fact lang → update lang | format | word of change | names old value |")
    out.append("|---|---|---|---|---|---|---|")
    for e in writes:
        if e["label"] == "update":
            out.append(f"| {e['id'][len(P):]} | {e['about'][len(P):]} | {e['attribute']} | {e['fact_lang']} → {e['lang']} | "
                       f"{e['format']} | {'yes' if e['change_word'] else 'no'} | {'yes' if e['names_old_value'] else 'no'} |")
    out.append("")
    out.append("Look-alike changes (coexist):\n")
    out.append("| id | attribute | resembles | lang | expect |\n|---|---|---|---|---|")
    for e in writes:
        if e["label"] == "coexist":
            out.append(f"| {e['id'][len(P):]} | {e['attribute']} | {e['resembles']} | {e['lang']} | {e['expect']} |")
    out.append("")
    out.append("Contradictions: how the user is named\n")
    out.append("| id | channel | lang | format | plain | denies | names the user as |\n|---|---|---|---|---|---|---|")
    for e in sorted((w for w in writes if w["label"] == "contradiction"), key=lambda w: w["id"]):
        if True:
            out.append(f"| {e['id'][len(P):]} | {e['channel']} | {e['lang']} | {e['format']} | {e['plain']} | "
                       f"{e['denies']} | {e['names_user_as']} |")
    out.append("")

    cols = ["fact", "contradiction", "lookalike", "consistent", "update", "coexist", FLOOD_LABEL, BURST_LABEL]
    for key, title in (("lang", "Languages"), ("format", "Formats")):
        out.append(f"{title} (writes):\n")
        out.append(f"| {key} | " + " | ".join(cols) + " | total |")
        out.append("|---|" + "---|" * (len(cols) + 1))
        vals = sorted(Counter(e[key] for e in writes).items(), key=lambda x: (-x[1], x[0]))
        for v, tot in vals:
            row = [sum(1 for e in writes if e[key] == v and e["label"] == c) for c in cols]
            out.append(f"| {v} | " + " | ".join(str(x) if x else "" for x in row) + f" | {tot} |")
        out.append("")
    return "\n".join(out)


# Added by the project after the set was written (no text changed): the brief named one principal,
# the user's, and its writer gave it to every write; here a tool's or an agent's write gets a principal
# of its own, from its `source` note or else its session, as in the other fresh sets.
_events_as_written = build_events


def build_events():
    events = _events_as_written()
    for e in events:
        if e.get("op") == "write" and e.get("channel") in ("tool", "agent"):
            src = e.get("source")
            e["principal"] = src if src and ":" in src else f'{e["channel"]}:{src or e["session"]}'
    return events


if __name__ == "__main__":
    if "--tables" in sys.argv:
        print(tables())
    else:
        with open(OUT, "w", encoding="utf-8") as fh:
            fh.write(build_lines())
        print(f"wrote {OUT}")
