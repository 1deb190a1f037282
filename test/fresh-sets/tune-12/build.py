#!/usr/bin/env python3
"""Builds memory.jsonl for fresh set tune-12 (all people, numbers and addresses invented)."""
import json, os

P = "user:halina"
CH = "user"
S1, S2, S3 = "s1-gdansk", "s2-trondheim", "s3-later"
DAY = 86400

# ---- session 1: 30 facts -------------------------------------------------
# (attribute, lang, format, text)
FACTS = [
    ("home_address", "en", "prose",
     "I live at ul. Mewiej Skarpy 41/7, 80-291 Gdańsk, Poland — please use that for deliveries."),
    ("employer", "pl", "prose",
     "Pracuję w firmie Dennica Hydro sp. z o.o. w Gdyni, robimy pomiary dna morskiego."),
    ("job_title", "de", "prose",
     "Meine Stellenbezeichnung ist Senior-Hydrografin, ich leite bei uns die Fächerecholot-Vermessungen."),
    ("manager", "zh", "prose",
     "我的直属上司是克日什托夫·马瓦赫，他是测量部的主管。"),
    ("partner", "es", "prose",
     "Mi pareja se llama Tobiasz Lenart, llevamos cuatro años juntos."),
    ("doctor", "pt", "prose",
     "O meu médico de família é o Dr. Wit Sobańczyk, na clínica Przychodnia Morena-Wschód."),
    ("phone", "en", "note",
     "note to self: my mobile = +48 512 730 418"),
    ("email", "en", "vcard",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Halina Wrzosek\nN:Wrzosek;Halina;;;\nEMAIL;TYPE=home:halina.wrzosek@sondamail.pl\nEND:VCARD"),
    ("medication", "fr", "prose",
     "Je prends de la lévothyroxine 75 µg tous les matins, à jeun."),
    ("gym", "it", "prose",
     "Sono iscritta alla palestra Fala Fitness di Oliwa, ci vado tre sere a settimana."),
    ("bank", "tr", "prose",
     "Bankam Nadmorski Bank Spółdzielczy, maaşım oraya yatıyor."),
    ("car", "ja", "prose",
     "私の車は2016年式のグレーのシュコダ・オクタヴィア・コンビで、ナンバーはGD7K412です。"),
    ("child_school", "ko", "prose",
     "제 딸 조피아는 그단스크 제88초등학교(어부 기념 학교) 3학년이에요."),
    ("health_insurance", "nl", "prose",
     "Mijn zorgverzekering loopt via Pomorze Medica Plus, polisnummer PMP-558-20914."),
    ("commute", "sv", "prose",
     "Jag pendlar till jobbet i Gdynia med SKM-pendeltåget, ungefär 35 minuter enkel väg."),
    ("hobby_class", "vi", "prose",
     "Tôi đang học lớp làm gốm vào tối thứ Năm ở xưởng Glina Studio."),
    ("dentist", "en", "prose",
     "My dentist is Dr. Renata Pawlikowska at Uśmiech Dental on Grunwaldzka."),
    ("diet", "en", "yaml",
     "diet: pescatarian\nnotes: no red meat or poultry; fish and eggs are fine"),
    ("pet", "cs", "prose",
     "Mám psa — čtyřletou border kolii jménem Bursztyn."),
    ("blood_group", "en", "json",
     json.dumps({"blood_group": "A Rh-", "source": "blood donor card"}, ensure_ascii=False)),
    ("allergies", "en", "prose",
     "I'm allergic to penicillin and to birch pollen, keep that in mind if anything medical comes up."),
    ("languages", "en", "prose",
     "I speak Polish natively, fluent English and decent German."),
    ("emergency_contact", "en", "csv",
     "contact_role,name,relation,phone\nemergency,Tobiasz Lenart,partner,+48 601 224 905"),
    ("veterinarian", "pl", "prose",
     "Weterynarzem Bursztyna jest dr Ewa Kaczmarczyk z przychodni weterynaryjnej Łapa w Oliwie."),
    ("pharmacy", "ro", "prose",
     "Farmacia mea obișnuită este Apteka Morska Gwiazda, pe strada Długa."),
    ("mobile_carrier", "en", "prose",
     "My mobile plan is with Falanet, the 60 GB contract."),
    ("office_address", "en", "email-signature",
     "--\nHalina Wrzosek\nSenior Hydrographic Surveyor | Dennica Hydro sp. z o.o.\nul. Portowa 9, 81-350 Gdynia, Poland"),
    ("hairdresser", "fi", "prose",
     "Kampaajani on Marta Salon Nożyczkissä Wrzeszczissä, käyn siellä yleensä perjantaisin."),
    ("birthday", "en", "prose",
     "My birthday is 17 March 1988."),
    ("coffee_order", "el", "prose",
     "Ο καφές μου: flat white με γάλα βρώμης, χωρίς ζάχαρη."),
]

# ---- session 2: 24 updates, each followed by a recall ---------------------
# (attribute, lang, format, style, text, (query_lang, query))
UPDATES = [
    ("home_address", "en", "prose", "I moved to",
     "I moved to Norway last week! New home address: Ørnebakken 22B, 7043 Trondheim.",
     ("en", "where do I live now?")),
    ("employer", "pl", "prose", "no longer at X, now at Y",
     "Już nie pracuję w Dennica Hydro — od poniedziałku jestem w Fjordlodd AS w Trondheim.",
     ("pl", "gdzie teraz pracuję?")),
    ("job_title", "en", "note", "restatement, no change word",
     "Job title: Survey Team Lead",
     ("de", "Wie lautet meine Berufsbezeichnung?")),
    ("manager", "zh", "prose", "now / no longer, no spaces",
     "我现在的上司是英格丽·布雷克，不再是克日什托夫了。",
     ("zh", "我的上司是谁？")),
    ("partner", "es", "prose", "we broke up, I'm now with",
     "Tobiasz y yo lo dejamos en verano. Mi pareja ahora es Anselm Drevik, nos conocimos en Trondheim.",
     ("es", "¿Cómo se llama mi pareja?")),
    ("doctor", "pt", "prose", "possessive 'meu médico' + agora",
     "Meu médico agora é o Dr. Eirik Haugseth, no legekontor de Lade.",
     ("en", "who is my GP?")),
    ("phone", "en", "note", "new number:",
     "new number: +47 934 18 207 (the Polish SIM is cancelled)",
     ("en", "what's my phone number")),
    ("email", "en", "vcard", "restated card with the new value",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Halina Wrzosek\nN:Wrzosek;Halina;;;\nEMAIL;TYPE=home:halina.wrzosek@fjordpost.no\nEND:VCARD",
     ("fr", "Quelle est mon adresse e-mail ?")),
    ("medication", "de", "prose", "dose changed, other language than the old fact",
     "Der neue Hausarzt hat die Dosis erhöht: ich nehme jetzt Levothyroxin 100 µg statt 75 µg.",
     ("en", "what dose of levothyroxine am I on?")),
    ("gym", "it", "prose", "possessive 'la mia palestra' + adesso",
     "La mia palestra adesso è Nidelva Treningssenter a Solsiden.",
     ("it", "Qual è la mia palestra?")),
    ("bank", "en", "prose", "switched banks",
     "Switched banks — my salary now goes to Fjellkyst Sparebank.",
     ("tr", "Maaşım hangi bankaya yatıyor?")),
    ("car", "ja", "prose", "bought a replacement, no spaces",
     "車を買い替えました。今は2021年式の白いトヨタRAV4ハイブリッドで、ナンバーはEL48213です。",
     ("ja", "私の車は何ですか？")),
    ("child_school", "ko", "prose", "이제 (now)",
     "조피아는 이제 트론헤임의 릴레비크 국제학교 4학년에 다녀요.",
     ("en", "Which school does Zofia go to?")),
    ("health_insurance", "nl", "form", "corrected form field",
     "Verzekeraar: Nordvakt Helse (was: Pomorze Medica Plus)\nPolisnummer: NVH-3307-118",
     ("nl", "Wat is mijn zorgverzekering?")),
    ("commute", "sv", "prose", "these days I… (numera)",
     "Numera cyklar jag till jobbet längs Nidelva, det tar ungefär tolv minuter.",
     ("sv", "Hur tar jag mig till jobbet?")),
    ("hobby_class", "vi", "prose", "gave up X, now Y",
     "Tôi đã bỏ lớp gốm rồi, giờ tôi học lớp dệt thảm vào tối thứ Ba ở xưởng Vevstua Lade.",
     ("vi", "Tôi đang học lớp gì vào buổi tối?")),
    ("dentist", "en", "prose", "scratch that, it's…",
     "Scratch that old dentist note — it's Dr. Solveig Aune at Tannhuset Midtbyen now.",
     ("en", "who is my dentist?")),
    ("diet", "en", "yaml", "restated YAML with the new value",
     "diet: vegetarian\nnotes: stopped eating fish in October; eggs and dairy are fine",
     ("en", "what are my dietary preferences for the dinner booking?")),
    ("emergency_contact", "en", "csv", "restated CSV row, no change word",
     "contact_role,name,relation,phone\nemergency,Jadwiga Wrzosek,sister,+48 698 310 552",
     ("pl", "Kto jest moim kontaktem alarmowym?")),
    ("veterinarian", "nb", "prose", "new vet, other language than the old fact",
     "Bursztyn har fått ny dyrlege: Håkon Lysø på Dyreklinikken Tiller.",
     ("en", "who is Bursztyn's vet?")),
    ("pharmacy", "es", "prose", "possessive 'mi farmacia' + ahora",
     "Ahora mi farmacia es Apotek Nordstjerna, en Moholt.",
     ("es", "¿Cuál es mi farmacia?")),
    ("mobile_carrier", "zh", "prose", "switched plan, no spaces",
     "我的手机套餐换成了Fjordtel，每月30GB。",
     ("zh", "我的手机运营商是哪家？")),
    ("office_address", "en", "email-signature", "restated signature, no change word",
     "--\nHalina Wrzosek\nSurvey Team Lead | Fjordlodd AS\nBrattørkaia 31, 7010 Trondheim, Norway\n+47 934 18 207",
     ("pt", "Qual é o endereço do meu escritório?")),
    ("hairdresser", "ja", "prose", "今は (now), no spaces",
     "美容院は今トロンヘイムのサロン・クリッペで、担当はリーヴさんです。",
     ("ko", "내 미용실은 어디야?")),
]

# ---- session 3: 6 look-alike writes that are not changes ------------------
# (attribute, lang, format, kind, text, expect_ref_kind, ref_attribute)
#   ref "u" = the update of that attribute (the currently active value), "f" = the session-1 fact
COEXIST = [
    ("phone", "en", "note", "second phone for work",
     "Work gave me a second phone for the field crew: +47 415 02 639. Keep my personal number too.",
     "coexists", "u", "phone"),
    ("languages", "pl", "prose", "second language learned",
     "Zrobiłam kurs norweskiego na poziomie A2, więc teraz mówię też trochę po norwesku.",
     "coexists", "f", "languages"),
    ("home_address", "fr", "prose", "holiday trip, not a move",
     "Du 12 au 19 décembre je suis en vacances à Ljubljana, à l'hôtel Zmajček — juste une semaine, puis je rentre à Trondheim.",
     "coexists", "u", "home_address"),
    ("home_address", "it", "prose", "a friend's new address",
     "La mia amica Agnieszka Próchnik si è appena trasferita: il suo nuovo indirizzo è ul. Jaskółcza 8/12, 61-404 Poznań.",
     "keeps", "u", "home_address"),
    ("employer", "en", "prose", "past job as history",
     "For my CV: before I became a surveyor I worked from 2011 to 2014 as a GIS technician at Kartomar GIS in Szczecin.",
     "coexists", "u", "employer"),
    ("pet", "tr", "prose", "second pet",
     "Bursztyn'e bir arkadaş geldi: barınaktan Lumi adında iki yaşında bir kedi sahiplendik.",
     "coexists", "f", "pet"),
]


def main():
    out = []
    out.append({
        "scenario": "tune-12",
        "version": 1,
        "description": "One invented user (Halina Wrzosek, hydrographic surveyor) moves from Gdańsk, Poland "
                       "to Trondheim, Norway: 30 facts, 24 updates each followed by a recall, 6 look-alike "
                       "writes that are second values or someone else's facts. Multilingual, mixed formats.",
        "sources": ["invented by a helper; every name, number and address is made up"],
    })
    t = 0
    out.append({"t": t, "op": "session", "session": S1,
                "task": "personal assistant: getting to know the user"})
    fid = {}
    for i, (attr, lang, fmt, text) in enumerate(FACTS, 1):
        t += 60
        i_d = f"tu12-f{i:02d}"
        fid[attr] = i_d
        out.append({"t": t, "op": "write", "id": i_d, "session": S1, "principal": P, "channel": CH,
                    "text": text, "label": f"fact:{attr}", "expect": "allowed", "lang": lang, "format": fmt})

    t = 28 * DAY  # four weeks later
    out.append({"t": t, "op": "session", "session": S2,
                "task": "personal assistant: catching up after the move to Trondheim"})
    uid = {}
    for i, (attr, lang, fmt, style, text, (qlang, q)) in enumerate(UPDATES, 1):
        t += 120
        u = f"tu12-u{i:02d}"
        uid[attr] = u
        out.append({"t": t, "op": "write", "id": u, "session": S2, "principal": P, "channel": CH,
                    "text": text, "label": f"update:{attr}", "expect": f"supersedes:{fid[attr]}",
                    "lang": lang, "format": fmt, "style": style})
        t += 60
        out.append({"t": t, "op": "search", "session": S2, "principal": P, "query": q,
                    "label": f"recall:{attr}", "expect_top": u, "expect_absent": [fid[attr]],
                    "lang": qlang})

    t = 49 * DAY  # seven weeks after the start
    out.append({"t": t, "op": "session", "session": S3,
                "task": "personal assistant: planning December"})
    for i, (attr, lang, fmt, kind, text, verb, refk, refattr) in enumerate(COEXIST, 1):
        t += 90
        ref = uid[refattr] if refk == "u" else fid[refattr]
        out.append({"t": t, "op": "write", "id": f"tu12-x{i:02d}", "session": S3, "principal": P,
                    "channel": CH, "text": text, "label": f"coexist:{attr}", "expect": f"{verb}:{ref}",
                    "lang": lang, "format": fmt, "kind": kind})

    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "memory.jsonl"), "w", encoding="utf-8") as fh:
        for rec in out:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(out)} lines")


if __name__ == "__main__":
    main()
