package incoming

import "testing"

// A sign-off after the last command is cut and counted; a real order
// after it means it was no sign-off, and everything is read.
func TestSignOffIsCutAndCounted(t *testing.T) {
	for _, c := range []struct {
		name, body, want string
		cut              int
	}{
		{"thanks and a name", "SIGNON Fwest pw\nA Par - Bur\n\nThanks!\nEdward\n", "SIGNON Fwest pw\nA Par - Bur", 2},
		{"german with an address line", "A Par - Bur\nGruß\nEdward\nedward@example.org\n", "A Par - Bur", 3},
		{"closing with the name on its line", "A Par - Bur\nCheers, Edward\n", "A Par - Bur", 1},
		{"two closings", "PASS\nThanks!\nBest regards\nJ. Smith\n+49 30 1234567\n", "PASS", 4},
		{"chinese", "陆军 巴黎 移动 布根第\n谢谢\n此致 敬礼\n李明\n", "陆军 巴黎 移动 布根第", 3},
		{"an order after the thanks is read", "A Par - Bur\nThanks!\nA Mar - Spa\n", "A Par - Bur\nThanks!\nA Mar - Spa", 0},
		{"a command in capitals is no name", "A Par - Bur\nThanks\nPASS\n", "A Par - Bur\nThanks\nPASS", 0},
		{"a name alone is read", "A Par - Bur\nEdward\n", "A Par - Bur\nEdward", 0},
		{"a mail of thanks alone is read", "Thanks!\n", "Thanks!", 0},
		{"a phone footer is cut as before", "A Par - Bur\nThanks!\nSent from my iPhone\n", "A Par - Bur", 1},
		{"a chinese letter's date under the name", "陆军 巴黎 移动 布根第\n此致\n敬礼！\n李明\n2026年11月26日\n", "陆军 巴黎 移动 布根第", 4},
		{"a date alone is no sign-off", "A Par - Bur\n2026-11-26\n", "A Par - Bur\n2026-11-26", 0},
		{"a bare address at the end is a signature", "A Par - Bur\n\nwang@foxmail.example\n", "A Par - Bur", 1},
		{"a command naming an address is read", "A Par - Bur\nSET ADDRESS wang@foxmail.example\n", "A Par - Bur\nSET ADDRESS wang@foxmail.example", 0},
		{"a mail that is an address alone is read", "wang@foxmail.example\n", "wang@foxmail.example", 0},
		{"NetEase Mail Master's footer", "A Par - Bur\n\n发自网易邮箱大师\n", "A Par - Bur", 0},
		{"Proton Mail's footer", "A Par - Bur\n\nSent with Proton Mail secure email.\n", "A Par - Bur", 0},
		{"Mail for Windows' footer in Chinese", "A Par - Bur\n\n从 Windows 版邮件发送\n", "A Par - Bur", 0},
		{"Outlook mobile's footer in Chinese", "A Par - Bur\n\n获取 Outlook for Android\n", "A Par - Bur", 0},
		{"Yahoo's footer", "A Par - Bur\n\nSent from Yahoo Mail on Android\n", "A Par - Bur", 0},
		{"a Huawei phone's footer in Traditional", "陸軍 巴黎 移動 布根第\n\n發自我的華為手機\n", "陸軍 巴黎 移動 布根第", 0},
		{"a Cantonese thanks and a name", "陸軍 巴黎 移動 布根第\n唔該晒\n陳大文\n", "陸軍 巴黎 移動 布根第", 2},
		{"a Hong Kong phone's footer", "陸軍 巴黎 移動 布根第\n\n寄自我的 iPhone\n", "陸軍 巴黎 移動 布根第", 0},
		{"Outlook mobile's footer", "A Par - Bur\n\nSent from Outlook for Android\n", "A Par - Bur", 0},
		{"a French iPhone's footer", "A Par - Bur\n\nEnvoyé de mon iPhone\n", "A Par - Bur", 0},
		{"a German iPhone's footer", "A Par - Bur\n\nVon meinem iPhone gesendet\n", "A Par - Bur", 0},
		{"a Spanish phone's footer", "A Par - Bur\n\nEnviado desde mi Samsung Galaxy\n", "A Par - Bur", 0},
		{"a carrier's Galaxy footer", "A Par - Bur\n\nSent via the Samsung Galaxy S23, an AT&T 5G smartphone\n", "A Par - Bur", 0},
		{"an older Proton Mail footer", "A Par - Bur\n\nSent from ProtonMail mobile\n", "A Par - Bur", 0},
		{"NetEase's mobile footer", "陆军 巴黎 移动 布根第\n\n发自网易邮箱手机版\n", "陆军 巴黎 移动 布根第", 0},
		{"QQ Mail's footer", "陆军 巴黎 移动 布根第\n\n来自QQ邮箱\n", "陆军 巴黎 移动 布根第", 0},
		{"Sina's footer", "陆军 巴黎 移动 布根第\n\n发自新浪邮箱客户端\n", "陆军 巴黎 移动 布根第", 0},
		{"a Xiaomi phone's footer", "陆军 巴黎 移动 布根第\n\n来自我的小米手机\n", "陆军 巴黎 移动 布根第", 0},
		{"Avast's footer", "PASS\n\n---\nThis email has been checked for viruses by Avast antivirus software.\nhttps://www.avast.com/antivirus\n", "PASS", 0},
		{"AVG's footer", "PASS\n\nThis email has been checked for viruses by AVG.\n<https://www.avg.com>\n", "PASS", 0},
		{"Avast's short footer", "PASS\n\nVirus-free.www.avast.com\n", "PASS", 0},
		{"Gmail mobile's footer", "PASS\n\nSent from Gmail Mobile\n", "PASS", 0},
		{"a phone footer's words inside an order line are read", "A Par - Bur\nSent from my iPhone\nA Mar - Spa\n", "A Par - Bur\nSent from my iPhone\nA Mar - Spa", 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			text, _, sk := clean(c.body)
			if text != c.want || sk.signOff != c.cut {
				t.Errorf("clean: %q with %d cut, want %q with %d", text, sk.signOff, c.want, c.cut)
			}
		})
	}
}

// An inline PGP signature's armour is removed and the signed text read,
// dash-escaped lines restored.
func TestInlinePGPSignatureIsSkipped(t *testing.T) {
	body := "-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\nSIGNON Fwest pw\nA Par - Bur\n- -- \nEdward\n-----BEGIN PGP SIGNATURE-----\n\niQEzBAEBCAAdFiEE\n=abcd\n-----END PGP SIGNATURE-----\n"
	text, _, sk := clean(body)
	if text != "SIGNON Fwest pw\nA Par - Bur" || !sk.pgp {
		t.Errorf("clean: %q (pgp %v), want the two signed lines", text, sk.pgp)
	}
}
