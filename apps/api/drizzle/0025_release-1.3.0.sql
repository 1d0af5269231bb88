-- Added by hand: the release notes of 1.3.0, the running version (APP_VERSION; public.test.ts holds the two together).
INSERT INTO "version_updates" ("version_number", "version_date", "updates", "bugs") VALUES (
	'1.3.0',
	'2026-11-28',
	'["Search by description: describe the companies you are looking for in your own words, and the investor search finds the closest ones.", "Similar companies: Find similar on any company of a Florence list shows the companies most like it.", "Saved searches: keep an investor search under a name, share it with your organization, and get an e-mail when new companies match it.", "Mark buyers as Good fit or Not a fit: Florence ranks the list again with your marks.", "A larger dataset: 4,831 companies instead of 3,140, now with the Nasdaq Global Select listings."]'::jsonb,
	'["A new account uses the product once its checkout is paid: until then, sign-in takes it to the checkout step.", "Wrong passwords or codes sent by someone else no longer lock you out of signing in: a browser you signed in with before still gets in, and a code can be tried only from the browser that asked for it.", "Reloading the questionnaire no longer fills its empty dropdowns with None: industry and sector need a real answer before you go on."]'::jsonb
) ON CONFLICT ("version_number") DO NOTHING;
