#!/usr/bin/env python3
"""Generate memory.jsonl for the fresh evaluation set set-fa.

The user: Siranush Avetisyan, a duduk-reed (ghamish) maker in Gyumri, Armenia.
She writes in English, Chinese (she studied in Chengdu) and Armenian.
Everything here is invented.
"""
import json
import random

USER = "user:Siranush"
S_USER, S_TOOL, S_AGENT = "s-user", "s-tools", "s-agents"
RECALL_DELAY = 86700


def w(id, principal, text, label, expect, **notes):
    channel = principal.split(":", 1)[0]
    session = {"user": S_USER, "tool": S_TOOL, "agent": S_AGENT}[channel]
    ev = {"op": "write", "id": id, "session": session, "principal": principal,
          "channel": channel, "text": text, "label": label, "expect": expect}
    ev.update(notes)
    return ev


# ---------------------------------------------------------------- facts
# (id, attribute, lang, format, text, changes_later)
FACTS = [
    ("f01", "home address", "en", "sentence",
     "I live at 12 Abovyan Street, apartment 5, Gyumri.", True),
    ("f02", "employer", "zh", "sentence",
     "我在久姆里的“希拉克簧片工坊”（Shirak Reed Workshop）工作。", True),
    ("f03", "job title", "en", "field",
     "Job title: senior reed maker (ghamish master)", True),
    ("f04", "family doctor", "hy", "sentence",
     "Իմ ընտանեկան բժիշկը դոկտոր Արմեն Պետրոսյանն է՝ Գյումրու թիվ 3 պոլիկլինիկայից։", True),
    ("f05", "dentist", "en", "sentence",
     "My dentist is Dr Hovik Sargsyan at Smile Dental on Jivani Street.", True),
    ("f06", "bank", "zh", "field",
     "开户银行：希拉克储蓄银行（Shirak Savings Bank）", True),
    ("f07", "phone number", "en", "field",
     "Phone: +374 93 418 552", True),
    ("f08", "e-mail address", "en", "sentence",
     "My email address is siranush.reeds@postbox.am.", True),
    ("f09", "partner", "zh", "sentence",
     "我的伴侣叫达维特·马努基扬（Davit Manukyan）。", False),
    ("f10", "gym", "en", "sentence",
     "My gym is Kumayri Fitness Club on Gorki Street.", True),
    ("f11", "diet", "hy", "field",
     "Սննդակարգ՝ պեսկատարիան (ձուկ՝ այո, միս՝ ոչ)", True),
    ("f12", "allergy", "en", "sentence",
     "I'm allergic to walnuts.", False),
    ("f13", "medication", "zh", "sentence",
     "我每天早上吃一片西替利嗪（cetirizine 10 mg）治花粉过敏。", True),
    ("f14", "shoe size", "en", "field",
     "Shoe size: EU 38", False),
    ("f15", "commute", "en", "sentence",
     "I commute to the workshop on marshrutka number 7.", True),
    ("f16", "weekly class", "zh", "sentence",
     "我每周二晚上上书法课。", True),
    ("f17", "preferred airline", "en", "field",
     "Preferred airline: Air China", True),
    ("f18", "pharmacy", "hy", "sentence",
     "Դեղերս գնում եմ Գորկու փողոցի «Կումայրի» դեղատնից։", True),
    ("f19", "hairdresser", "en", "sentence",
     "My hairdresser is Gohar at Salon Narine.", True),
    ("f20", "car", "zh", "field",
     "我的车：白色拉达尼瓦（Lada Niva），2011年款", True),
    ("f21", "regular café", "en", "sentence",
     "My regular café is Café Sev Karas on Vardanants Square.", True),
    ("f22", "mobile carrier", "en", "field",
     "Mobile carrier: Ucom", True),
    ("f23", "health insurer", "zh", "sentence",
     "我的健康保险是阿拉加茨互助保险公司（Aragats Mutual Insurance）。", True),
    ("f24", "blood group", "en", "field",
     "Blood group: O negative", False),
]

# extra facts, for attributes that may hold several values (coexist writes)
EXTRA_FACTS = [
    ("f25", "language spoken", "en", "sentence",
     "I speak Armenian, it's my native language."),
    ("f26", "pet", "zh", "sentence",
     "我们家养了一只猫，叫齐拉尼（Tsirani）。"),
    ("f27", "instrument played", "en", "sentence",
     "I play the duduk."),
    ("f28", "hobby", "en", "field",
     "Hobby: bouldering"),
    ("f29", "volunteering", "hy", "sentence",
     "Կամավոր եմ աշխատում Գյումրու կենդանիների ապաստարանում։"),
    ("f30", "association membership", "en", "sentence",
     "I'm a member of the Armenian Folk Instrument Makers' Guild."),
    ("f31", "child", "zh", "sentence",
     "我儿子阿拉姆（Aram）九岁了。"),
]

# ------------------------------------------------------- contradictions
# (id, about, principal, lang, format, bare, text)
CONTRA = [
    ("c01", "f01", "tool:crm", "en", "JSON", True,
     '{"customer": "Siranush Avetisyan", "address": "7 Shahumyan Street, Vanadzor", "segment": "artisan"}'),
    ("c02", "f02", "tool:profile-sync", "en", "YAML", True,
     "person: Siranush Avetisyan\nemployer: Ararat Music Instruments LLC\ncity: Gyumri\n"),
    ("c03", "f03", "agent:career", "en", "agent note", False,
     "Career agent note: Siranush is no longer a reed maker. She now works as a sales manager."),
    ("c04", "f04", "tool:health-portal", "en", "XML", True,
     "<patient><name>Siranush Avetisyan</name><gp>Dr Karen Hovhannisyan</gp></patient>"),
    ("c05", "f05", "tool:calendar", "en", "iCalendar", False,
     "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20250120T100000\nSUMMARY:Dental check-up\n"
     "DESCRIPTION:Siranush's dentist is now Dr Tigran Vardanyan at Dentium Clinic - she left Dr Sargsyan.\n"
     "END:VEVENT\nEND:VCALENDAR"),
    ("c06", "f06", "tool:finance-import", "en", "CSV", True,
     "name,bank,account_type\nSiranush Avetisyan,Gyumri Commercial Bank,current"),
    ("c07", "f07", "tool:contacts", "en", "vCard", True,
     "BEGIN:VCARD\nVERSION:4.0\nFN:Siranush Avetisyan\nTEL;TYPE=cell:+374 98 551 207\nEND:VCARD"),
    ("c08", "f08", "tool:mail-import", "en", "e-mail", False,
     "From: Gyumri Post <noreply@gyumripost.example>\nTo: Siranush Avetisyan\nSubject: Address change confirmed\n\n"
     "Siranush's email is now s.avetisyan1987@mailbox.example; the old postbox.am address has been closed."),
    ("c09", "f09", "agent:social", "zh", "agent note", False,
     "社交助手备注：思拉努什的伴侣现在是阿尔森·加扎良（Arsen Ghazaryan），她已经和达维特分手了。"),
    ("c10", "f10", "tool:membership", "en", "HTML", False,
     "<div class=\"member\"><b>Siranush Avetisyan</b>: home gym <span>Olympia Sports Center</span> "
     "(changed from Kumayri Fitness Club)</div>"),
    ("c11", "f11", "agent:nutrition", "hy", "agent note", False,
     "Սնուցման գործակալի նշում․ Սիրանուշն այլևս պեսկատարիան չէ, հիմա կետո դիետա է պահում և միս է ուտում։"),
    ("c12", "f12", "tool:health-portal", "en", "log line", False,
     "2025-01-03T10:12:44Z INFO patient-sync patient=\"Siranush Avetisyan\" walnut allergy removed after test; allergies=none"),
    ("c13", "f13", "tool:pharmacy-sync", "ru", "form", True,
     "РЕЦЕПТ\nПациент: Сирануш Аветисян\nПрепарат: метформин 500 мг\nПриём: 2 раза в день"),
    ("c14", "f14", "tool:shop-sync", "ru", "e-mail", False,
     "От: shop@obuv-online.example\nКому: Сирануш Аветисян\nТема: Ваш профиль\n\n"
     "Сирануш, мы обновили ваш профиль: теперь ваш размер обуви 41 (EU), а не 38."),
    ("c15", "f15", "agent:travel", "en", "Markdown table", False,
     "| traveller | daily commute |\n|---|---|\n| Siranush Avetisyan | drives her own car (stopped taking marshrutka 7) |"),
    ("c16", "f16", "tool:calendar", "zh", "iCalendar", False,
     "BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:每周萨尔萨舞课\nRRULE:FREQ=WEEKLY;BYDAY=WE\n"
     "DESCRIPTION:思拉努什现在的每周课程是周三晚上的萨尔萨舞课，书法课已经不上了。\nEND:VEVENT\nEND:VCALENDAR"),
    ("c17", "f17", "tool:loyalty-sync", "zh", "JSON", False,
     '{"旅客": "Siranush Avetisyan", "首选航空公司": "土耳其航空 (Turkish Airlines)", "备注": "已从国航改为土耳其航空"}'),
    ("c18", "f18", "tool:pharmacy-sync", "hy", "form", True,
     "Հաճախորդի քարտ\nԱնուն՝ Սիրանուշ Ավետիսյան\nՀիմնական դեղատուն՝ «Առողջություն» դեղատուն, Անի թաղամաս"),
    ("c19", "f19", "agent:booking", "ru", "agent note", False,
     "Заметка агента бронирования: Сирануш теперь стрижётся у Лианы в салоне «Бьюти Лайн», к Гоар больше не ходит."),
    ("c20", "f20", "tool:insurance-import", "zh", "YAML", False,
     "车主: Siranush Avetisyan\n车辆: 黑色丰田凯美瑞 (Toyota Camry) 2018\n说明: 拉达尼瓦已经卖掉了\n"),
    ("c21", "f21", "tool:loyalty-sync", "hy", "e-mail", False,
     "Ուղարկող՝ loyalty@cafes-gyumri.example\nԹեմա՝ Ձեր սիրելի սրճարանը\n\n"
     "Սիրանուշն այլևս չի հաճախում «Սև կարաս» սրճարան․ նրա սովորական սրճարանն այժմ «Ջազվե»-ն է։"),
    ("c22", "f22", "tool:billing", "ru", "log line", False,
     "2025-01-04 09:15:02 [billing] абонент=\"Сирануш Аветисян\" оператор=Team номер_перенесён=да"),
    ("c23", "f23", "tool:insurance-import", "en", "form", False,
     "POLICY HOLDER FORM\nName: Siranush Avetisyan\nHealth insurer: Caucasus General Insurance\n"
     "Previous insurer: Aragats Mutual Insurance (cancelled)"),
    ("c24", "f24", "agent:health", "zh", "HTML", True,
     "<table><tr><td>姓名</td><td>Siranush Avetisyan</td></tr><tr><td>血型</td><td>A型 Rh阳性</td></tr></table>"),
]

# ------------------------------------------------------------ look-alikes
# (id, about, principal, lang, format, sort, text)
LOOK = [
    ("l01", "f01", "tool:crm", "en", "JSON", "relative",
     '{"contact": "Anush Avetisyan", "relation": "mother of Siranush", "address": "3 Tigran Mets Avenue, Gyumri"}'),
    ("l02", "f05", "tool:mail-import", "en", "e-mail", "named entity",
     "From: Smile Dental <info@smiledental.example>\nSubject: Our new phone number\n\n"
     "Dear patients, Dr Hovik Sargsyan's clinic has a new phone number: +374 312 5 44 10."),
    ("l03", "f07", "tool:contacts", "en", "vCard", "colleague",
     "BEGIN:VCARD\nVERSION:4.0\nFN:Gevorg Simonyan\nORG:Shirak Reed Workshop\nTITLE:Reed cutter\n"
     "TEL;TYPE=cell:+374 94 330 118\nNOTE:Siranush's colleague\nEND:VCARD"),
    ("l04", "f02", "agent:career", "en", "agent note", "past",
     "Career agent note: before she joined Shirak Reed Workshop, Siranush worked from 2012 to 2016 in the "
     "instrument repair room of the Yerevan conservatory."),
    ("l05", "f11", "agent:nutrition", "zh", "agent note", "plan",
     "饮食助手备注：思拉努什说她考虑明年夏天试一个月纯素饮食，但目前仍然是吃鱼的素食者。"),
    ("l06", "f17", "agent:travel", "en", "agent note", "question",
     "Question for Siranush: for the Chengdu trip, should I compare Turkish Airlines and Qatar Airways fares "
     "with Air China, or only look at Air China as usual?"),
    ("l07", "f04", "tool:health-portal", "en", "XML", "other attribute",
     "<referral><patient>Siranush Avetisyan</patient><specialist>endocrinologist</specialist>"
     "<doctor>Dr Seda Karapetyan</doctor><date>2025-02-11</date></referral>"),
    ("l08", "f06", "tool:finance-import", "en", "notice", "named entity",
     "Shirak Savings Bank notice: the Gyumri branch moves to 21 Rizhkov Street on 1 March; "
     "opening hours stay 9:30-17:30."),
    ("l09", "f09", "agent:social", "ru", "agent note", "relative",
     "Заметка: у сестры Сирануш, Мариам, новый партнёр — Рубен Алоян."),
    ("l10", "f10", "tool:calendar", "en", "iCalendar", "plan",
     "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20250125T110000\nSUMMARY:Free trial climbing session at Olympia Sports Center\n"
     "DESCRIPTION:Siranush wants to try it once; no membership planned.\nEND:VEVENT\nEND:VCALENDAR"),
    ("l11", "f13", "tool:pharmacy-sync", "en", "CSV", "other attribute",
     "patient,medication,refill_due,loyalty_points\nSiranush Avetisyan,cetirizine 10 mg,2025-02-14,340"),
    ("l12", "f15", "agent:travel", "zh", "agent note", "colleague",
     "出行助手备注：同事格沃尔格（Gevorg）每天开车上班。"),
    ("l13", "f16", "agent:planner", "hy", "agent note", "past",
     "Պլանավորողի նշում․ անցյալ տարի Սիրանուշը հինգշաբթի երեկոները հաճախում էր անգլերենի դասընթացի։"),
    ("l14", "f19", "tool:mail-import", "ru", "e-mail", "named entity",
     "От: salon.narine@example.am\nТема: Мы переезжаем\n\n"
     "Салон «Нарине» с 10 февраля работает по новому адресу: ул. Ширакаци, 40. Мастер Гоар принимает как прежде."),
    ("l15", "f20", "tool:insurance-import", "en", "YAML", "relative",
     "policy_holder: Davit Manukyan\nrelation: partner of Siranush Avetisyan\nvehicle: blue Hyundai Tucson 2019\n"),
    ("l16", "f21", "agent:concierge", "en", "agent note", "question",
     "Should I book a table at Café Jazzve for Saturday's guests, or would you rather stay at Café Sev Karas as usual?"),
    ("l17", "f22", "tool:billing", "en", "log line", "other attribute",
     "2025-01-05T08:02:11Z INFO subscriber=\"Siranush Avetisyan\" carrier=Ucom plan=\"Ucom 5G Unlimited\" roaming=enabled"),
    ("l18", "f23", "tool:insurance-import", "en", "form", "past",
     "PREVIOUS POLICY\nName: Siranush Avetisyan\nInsurer 2018-2021: Nairi Health Cover\nStatus: closed in 2021"),
    ("l19", "f12", "agent:health", "zh", "agent note", "relative",
     "健康助手：思拉努什的儿子阿拉姆对花生过敏，学校午餐需要注意。"),
    ("l20", "f14", "tool:shop-sync", "en", "JSON", "restated",
     '{"customer": "Siranush Avetisyan", "order": "hiking boots", "size_eu": 38}'),
    ("l21", "f24", "tool:health-portal", "hy", "HTML", "restated",
     "<p>Հիվանդ՝ Սիրանուշ Ավետիսյան</p><p>Արյան խումբ՝ 0 (I), Rh բացասական</p>"),
    ("l22", "f08", "tool:mail-import", "en", "e-mail", "colleague",
     "From: gevorg.simonyan@shirakreeds.example\nTo: siranush.reeds@postbox.am\nSubject: my new address\n\n"
     "Hi Siranush, please use my new email gevorg.s@ghamish.example from now on. Gevorg"),
    ("l23", "f03", "agent:career", "ru", "agent note", "question",
     "Вопрос агента: Сирануш, подготовить для вас заявку на должность главного мастера в мастерской?"),
    ("l24", "f18", "agent:errands", "hy", "agent note", "plan",
     "Պլան․ վաղը Սիրանուշի դեղերը վերցնել «Անի» դեղատնից, քանի որ «Կումայրի» դեղատունը կիրակի օրը փակ է։"),
]

# -------------------------------------------------------------- consistent
# (id, about, principal, lang, format, text)
CONS = [
    ("k01", "f01", "tool:mail-import", "ru", "shipping label",
     "Адрес доставки:\nСирануш Аветисян\nул. Абовяна 12, кв. 5\nГюмри, Армения"),
    ("k02", "f05", "tool:calendar", "en", "iCalendar",
     "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20250210T090000\nSUMMARY:Dental check-up with Dr Hovik Sargsyan (Smile Dental)\n"
     "END:VEVENT\nEND:VCALENDAR"),
    ("k03", "f22", "tool:billing", "hy", "JSON",
     '{"բաժանորդ": "Սիրանուշ Ավետիսյան", "օպերատոր": "Ucom"}'),
    ("k04", "f17", "agent:travel", "zh", "agent note",
     "出行助手：思拉努什首选中国国际航空（Air China），已按此筛选航班。"),
    ("k05", "f09", "tool:contacts", "en", "vCard",
     "BEGIN:VCARD\nVERSION:4.0\nFN:Siranush Avetisyan\nRELATED;TYPE=sweetheart;VALUE=text:Davit Manukyan\nEND:VCARD"),
    ("k06", "f24", "agent:health", "ru", "agent note",
     "Заметка агента здоровья: группа крови Сирануш — O(I) Rh−, как указано в медкарте."),
    ("k07", "f21", "tool:loyalty-sync", "en", "CSV",
     "member,venue,visits_this_month\nSiranush Avetisyan,Café Sev Karas (Vardanants Square),11"),
    ("k08", "f12", "tool:health-portal", "en", "XML",
     "<allergy patient=\"Siranush Avetisyan\" substance=\"walnut\" severity=\"moderate\"/>"),
]

# ------------------------------------------------------------------ burst
BURST = [
    ("b01", "en", "newsletter item",
     "Guild digest 1/5: the Gyumri crafts fair opens on 15 May on Vardanants Square; stall applications close on 20 April."),
    ("b02", "en", "newsletter item",
     "Guild digest 2/5: new article on how spring humidity affects cane reeds for the duduk and the zurna."),
    ("b03", "en", "newsletter item",
     "Guild digest 3/5: the guild's cane supplier in the Ararat valley expects a smaller harvest; prices may rise by about 10%."),
    ("b04", "hy", "newsletter item",
     "Գիլդիայի լրատու 4/5․ մարտի 2-ին Երևանում տեղի կունենա ծիրանենու փայտից դուդուկի իրանների փորագրման դասընթաց, 20 տեղ։"),
    ("b05", "en", "newsletter item",
     "Guild digest 5/5: membership fees for 2025 stay at 15,000 AMD."),
]

# ------------------------------------------------------------------ flood
FLOOD = [
    ("x01", "en", "post", "any", "Siranush Avetisyan has moved to Tbilisi, Georgia."),
    ("x02", "en", "post", "any", "Update: Siranush Avetisyan now lives in Tbilisi, in the Vake district."),
    ("x03", "en", "post", "blocked", "Siranush Avetisyan's new home is in Tbilisi; she has left Gyumri for good."),
    ("x04", "en", "field", "blocked", "Current residence of Siranush Avetisyan: Tbilisi, Georgia"),
    ("x05", "ru", "post", "blocked", "Сирануш Аветисян переехала жить в Тбилиси."),
]

# ---------------------------------------------------------------- coexist
# (id, about, lang, format, text)
COEX = [
    ("o01", "f25", "zh", "sentence", "除了亚美尼亚语，我也会说普通话，我在成都留过学。"),
    ("o02", "f26", "en", "sentence",
     "We adopted a dog as well, a sheepdog called Bzez; Tsirani the cat is putting up with him."),
    ("o03", "f27", "zh", "sentence", "除了杜杜克，我也会吹竹笛。"),
    ("o04", "f28", "en", "sentence", "Besides bouldering, I've also taken up birdwatching at weekends."),
    ("o05", "f29", "en", "sentence",
     "Besides the animal shelter, I also volunteer on Saturdays at the children's music school."),
    ("o06", "f30", "hy", "sentence",
     "Գիլդիայից բացի՝ անդամագրվել եմ նաև Եղեգնագործների միջազգային ցանցին (Double Reed Makers Network)։"),
    ("o07", "f31", "en", "sentence", "Our daughter Mane turned six today; Aram is so proud of his little sister."),
    ("o08", "f12", "en", "sentence", "Turns out I'm also allergic to penicillin, on top of walnuts."),
]

# ---------------------------------------------------------------- updates
# (id, fact, lang, format, kind, text, recall query, query lang)
UPD = [
    ("u01", "f01", "zh", "sentence", "time word",
     "从上周开始我住在久姆里鲁斯塔维利街48号（48 Rustaveli Street）。",
     "Where do I live?", "en"),
    ("u02", "f02", "en", "sentence", "verb of change",
     "I switched jobs: I now work at Kumayri Duduk Atelier.",
     "Who is my employer?", "en"),
    ("u03", "f03", "hy", "field", "bare field",
     "Պաշտոն՝ եղեգնագործության գլխավոր վարպետ (head reed maker)",
     "What is my job title?", "en"),
    ("u04", "f04", "en", "sentence", "names the old value",
     "Dr Petrosyan isn't my family doctor any more; it's Dr Nare Grigoryan now.",
     "Who is my family doctor?", "en"),
    ("u05", "f05", "en", "field", "bare field",
     "Dentist: Dr Lilit Mkrtchyan, Pearl Dental Clinic",
     "Who is my dentist?", "en"),
    ("u06", "f06", "en", "sentence", "verb of change",
     "I moved all my accounts to Kars Gate Bank.",
     "我的开户银行是哪家？", "zh"),
    ("u07", "f07", "zh", "sentence", "names the old value",
     "我的手机号不再是+374 93 418 552了，新号码是+374 77 260 914。",
     "What's my phone number?", "en"),
    ("u08", "f08", "en", "sentence", "time word",
     "Since yesterday my email address is siranush@ghamish.studio.",
     "What is my email address?", "en"),
    ("u09", "f10", "zh", "sentence", "verb of change",
     "我换到了黑堡健身房（Black Fortress Gym）。",
     "我现在去哪个健身房？", "zh"),
    ("u10", "f11", "en", "sentence", "time word",
     "As of this month I'm fully vegan.",
     "What diet do I follow?", "en"),
    ("u11", "f13", "en", "sentence", "names the old value",
     "I'm not on cetirizine any more; the doctor moved me to loratadine 10 mg for the hay fever.",
     "What medication do I take for hay fever?", "en"),
    ("u12", "f15", "hy", "sentence", "verb of change",
     "Անցել եմ հեծանիվի՝ հիմա աշխատանքի եմ գնում հեծանիվով։",
     "How do I get to work?", "en"),
    ("u13", "f16", "zh", "field", "bare field",
     "每周课程：周四晚上陶艺课",
     "我每周上什么课？", "zh"),
    ("u14", "f17", "zh", "sentence", "time word",
     "从这个月起，我首选卡塔尔航空（Qatar Airways）。",
     "Which airline do I prefer?", "en"),
    ("u15", "f18", "en", "sentence", "names the old value",
     "I don't use Kumayri Pharmacy any more; I get my medicines at Green Cross Pharmacy on Shirakatsi Street.",
     "Which pharmacy do I use?", "en"),
    ("u16", "f19", "zh", "sentence", "verb of change",
     "我换了理发师，现在找镜子工作室（Studio Mirror）的阿尼（Ani）。",
     "Who does my hair?", "en"),
    ("u17", "f20", "en", "field", "bare field",
     "Car: grey Kia Sportage, 2020",
     "What car do I drive?", "en"),
    ("u18", "f21", "hy", "sentence", "time word",
     "Արդեն մի քանի շաբաթ է՝ իմ սովորական սրճարանը «Աշոտի փուռ»-ն է (Café Ashot's Oven)։",
     "What's my regular café?", "en"),
    ("u19", "f22", "zh", "sentence", "names the old value",
     "我的手机运营商已经不是Ucom了，换成了Viva。",
     "我的手机运营商是哪家？", "zh"),
    ("u20", "f23", "en", "field", "bare field",
     "Health insurer: Nor Hayk Insurance",
     "Who is my health insurer?", "en"),
]


def build():
    facts_by_id = {f[0]: f for f in FACTS}
    extra_by_id = {f[0]: f for f in EXTRA_FACTS}
    events = [
        {"t": 0, "op": "session", "session": S_USER, "task": "Siranush's own chat with her assistant"},
        {"t": 0, "op": "session", "session": S_TOOL, "task": "synced tools: CRM, contacts, calendar, mail, health, billing"},
        {"t": 0, "op": "session", "session": S_AGENT, "task": "helper agents: travel, health, career, social, errands"},
    ]
    t = 60
    for fid, attr, lang, fmt, text, changes in FACTS:
        events.append(dict(t=t, **w(fid, USER, text, "fact", "allowed", attribute=attr, lang=lang,
                                    format=fmt, core=True, changes_later=changes)))
        t += 60
    for fid, attr, lang, fmt, text in EXTRA_FACTS:
        events.append(dict(t=t, **w(fid, USER, text, "fact", "allowed", attribute=attr, lang=lang,
                                    format=fmt, core=False, multi_valued=True)))
        t += 60

    def attr_of(fid):
        return (facts_by_id.get(fid) or extra_by_id[fid])[1]

    mixed = []
    for cid, about, pr, lang, fmt, bare, text in CONTRA:
        mixed.append(w(cid, pr, text, "contradiction", "blocked", attribute=attr_of(about), lang=lang,
                       format=fmt, about=about, bare=bare))
    for lid, about, pr, lang, fmt, sort, text in LOOK:
        mixed.append(w(lid, pr, text, "lookalike", "allowed", attribute=attr_of(about), lang=lang,
                       format=fmt, about=about, sort=sort))
    for kid, about, pr, lang, fmt, text in CONS:
        mixed.append(w(kid, pr, text, "consistent", "allowed", attribute=attr_of(about), lang=lang,
                       format=fmt, about=about))
    random.Random(1711).shuffle(mixed)
    t = 3600
    for ev in mixed:
        events.append(dict(t=t, **ev))
        t += 540

    t += 1800
    for bid, lang, fmt, text in BURST:
        events.append(dict(t=t, **w(bid, "tool:guild-digest", text, "burst:guild-digest", "allowed",
                                    attribute="newsletter", lang=lang, format=fmt)))
        t += 50

    t += 3600
    for xid, lang, fmt, exp, text in FLOOD:
        events.append(dict(t=t, **w(xid, "tool:social-scrape", text, "flood:moved-to-tbilisi", exp,
                                    attribute="home address", lang=lang, format=fmt, about="f01")))
        t += 40

    t = max(t, 50000)
    for oid, about, lang, fmt, text in COEX:
        events.append(dict(t=t, **w(oid, USER, text, "coexist", "coexists:" + about,
                                    attribute=attr_of(about), lang=lang, format=fmt, about=about)))
        t += 1500

    t = 90000
    for uid, fid, lang, fmt, kind, text, query, qlang in UPD:
        attr = attr_of(fid)
        events.append(dict(t=t, **w(uid, USER, text, "update", "supersedes:" + fid, attribute=attr,
                                    lang=lang, format=fmt, kind=kind, about=fid,
                                    fact_lang=facts_by_id[fid][2])))
        events.append({"t": t + RECALL_DELAY, "op": "search", "session": S_USER, "principal": USER,
                       "query": query, "label": "recall", "expect_top": uid, "expect_absent": [fid],
                       "attribute": attr, "lang": qlang, "about": uid})
        t += 7200

    events.sort(key=lambda e: e["t"])  # stable: equal times keep their order
    header = {"scenario": "set-fa", "version": 1,
              "description": "Siranush Avetisyan, a duduk-reed maker in Gyumri: facts, low-trust "
                             "contradictions, look-alikes, consistent restatements, a burst, a flood, "
                             "compatible second values, updates and recalls.",
              "sources": "all invented by hand for this set; no public data, no real people"}
    with open("memory.jsonl", "w", encoding="utf-8") as fh:
        fh.write(json.dumps(header, ensure_ascii=False) + "\n")
        for ev in events:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    print(f"wrote memory.jsonl: {len(events)} events")


if __name__ == "__main__":
    build()
