package judge

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"sort"
	"strings"

	"adjutant/games"
	"adjutant/judge/account"
)

// runCreate handles CREATE ?game password [engine|variant] [key=value …].
func runCreate(s *session, l Line) (string, *games.Text) {
	if len(l.Args) < 2 {
		return "", txt("write CREATE ?name password, then optionally a variant and settings, e.g. CREATE ?west s3cret standard press=grey",
			"請寫 CREATE ?棋局名 密碼,之後可加變體與設定,例如 CREATE ?west s3cret standard press=grey",
			"请写 CREATE ?棋局名 密码,之后可加变体与设定,例如 CREATE ?west s3cret standard press=grey")
	}
	name := strings.TrimPrefix(l.Args[0], "?")
	if !validGameName(name) {
		return "", txtf("%q is not a usable game name: use 2 to 16 letters, digits, - or _, starting with a letter",
			"「%s」不能作為棋局名:請用 2 至 16 個英文字母、數字、- 或 _,以字母開頭",
			"“%s”不能作为棋局名:请用 2 至 16 个英文字母、数字、- 或 _,以字母开头", name)
	}
	if g, err := s.loadGame(name); err != nil {
		return "", s.fail(err)
	} else if g != nil {
		return "", txtf("a game called %s exists already; choose another name (LIST shows the games)",
			"已有名為 %s 的棋局;請另選名稱(LIST 可列出所有棋局)",
			"已有名为 %s 的棋局;请另选名称(LIST 可列出所有棋局)", name)
	}
	if len(s.j.engines) == 0 {
		return "", txt("this judge runs no games", "本裁判沒有提供任何遊戲", "本裁判没有提供任何游戏")
	}
	eng := s.j.defaultEngine()
	rest := l.Args[2:]
	if len(rest) > 0 {
		if e, ok := s.j.engines[strings.ToLower(rest[0])]; ok {
			eng, rest = e, rest[1:]
		}
	}
	variant := eng.Variants()[0].Name
	opts := map[string]string{}
	settings := defaultSettings(eng.Classes())
	settings.Lang = s.lang
	for _, word := range rest {
		key, value, isKV := strings.Cut(word, "=")
		key = strings.ToLower(key)
		if !isKV {
			v, ok := findVariant(eng, word)
			if !ok {
				if near := s.j.nearestGameKind(word); near != "" {
					return "", txtf("%q is neither a game this judge runs nor a variant of %s; did you mean %s?",
						"「%s」既不是本裁判提供的遊戲,也不是 %s 的變體;是不是 %s?",
						"“%s”既不是本裁判提供的游戏,也不是 %s 的变体;是不是 %s?", word, eng.Name(), near)
				}
				return "", txtf("%q is neither a variant of %s (%s) nor a setting written key=value",
					"「%s」既不是 %s 的變體(%s),也不是 key=value 形式的設定",
					"“%s”既不是 %s 的变体(%s),也不是 key=value 形式的设定", word, eng.Name(), variantNames(eng))
			}
			variant = v
			continue
		}
		if o, ok := findOption(eng, key); ok {
			if len(o.Values) > 0 && !contains(o.Values, strings.ToLower(value)) {
				return "", txtf("%s=%s: use one of %s", "%s=%s:請用 %s 之一", "%s=%s:请用 %s 之一", key, value, strings.Join(o.Values, ", "))
			}
			opts[key] = strings.ToLower(value)
			continue
		}
		if err := settings.set(key, value, eng.Classes()); err == errUnknownSetting {
			return "", txtf("unknown setting %q; settings are %s", "沒有「%s」這個設定;可用的設定:%s", "没有“%s”这个设定;可用的设定:%s", key, settingNames(eng))
		} else if err != nil {
			return "", settingText(err)
		}
	}
	seed := s.j.newSeed()
	game, err := eng.New(variant, opts, games.NewDice(seed, "setup"))
	if refusal := (*games.Refusal)(nil); errors.As(err, &refusal) {
		return "", &refusal.Message
	} else if err != nil {
		return "", s.fail(fmt.Errorf("starting a %s game: %w", eng.Name(), err))
	}
	state, err := game.Save()
	if err != nil {
		return "", s.fail(err)
	}
	hash := games.SeedHash(seed)
	pw := account.HashPassword(l.Args[1])
	g := &gameRecord{
		Name: name, Engine: eng.Name(), Variant: variant, Options: opts, Settings: settings,
		Status: statusForming, Created: s.now, Master: s.sender, MasterPW: pw,
		Seed: seed, SeedHash: hex.EncodeToString(hash[:]), State: state,
		eng: eng, live: game,
	}
	s.keep(g)
	seats := len(game.Groups())
	return fmt.Sprint(tr(s.lang,
		fmt.Sprintf("Game %s created: %s, variant %s, %d players. You are its master: sign on with SIGNON M%s <password>. Players join with SIGNON ?%s <their own password>.", name, eng.Name(), variant, seats, name, name),
		fmt.Sprintf("已建立棋局 %s:%s,變體 %s,%d 位玩家。您是主持人:以 SIGNON M%s <密碼> 登入。玩家以 SIGNON ?%s <自己的密碼> 加入。", name, eng.Name(), variant, seats, name, name),
		fmt.Sprintf("已建立棋局 %s:%s,变体 %s,%d 位玩家。您是主持人:以 SIGNON M%s <密码> 登录。玩家以 SIGNON ?%s <自己的密码> 加入。", name, eng.Name(), variant, seats, name, name))), nil
}

func (j *Judge) defaultEngine() games.Engine {
	return j.opts.Engines[0]
}

func findVariant(eng games.Engine, word string) (string, bool) {
	for _, v := range eng.Variants() {
		if strings.EqualFold(v.Name, word) {
			return v.Name, true
		}
	}
	return "", false
}

func variantOf(eng games.Engine, name string) games.Variant {
	for _, v := range eng.Variants() {
		if v.Name == name {
			return v
		}
	}
	return eng.Variants()[0]
}

func variantNames(eng games.Engine) string {
	var names []string
	for _, v := range eng.Variants() {
		names = append(names, v.Name)
	}
	return strings.Join(names, ", ")
}

func findOption(eng games.Engine, key string) (games.Option, bool) {
	for _, o := range eng.Options() {
		if o.Key == key {
			return o, true
		}
	}
	return games.Option{}, false
}

func settingNames(eng games.Engine) string {
	var names []string
	for _, o := range eng.Options() {
		names = append(names, o.Key)
	}
	for _, k := range settingKeys {
		names = append(names, k.key)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

func contains(list []string, v string) bool {
	for _, x := range list {
		if strings.EqualFold(x, v) {
			return true
		}
	}
	return false
}

// fail records an internal error: the mail's transaction will be rolled back
// and the sender gets the judge's apology instead of a misleading answer.
func (s *session) fail(err error) *games.Text {
	if s.err == nil {
		s.err = err
	}
	return internalText()
}

func internalText() *games.Text {
	return txt("the judge could not read its records for this; the operator has been told", "裁判程式無法讀取相關紀錄;已通知管理員", "裁判程序无法读取相关记录;已通知管理员")
}

// seedHashHex is shown to players at the start, and checked at the end.
func seedHashHex(seed [games.SeedSize]byte) string {
	h := sha256.Sum256(seed[:])
	return hex.EncodeToString(h[:])
}

func (j *Judge) newSeed() [games.SeedSize]byte {
	if j.opts.Seed != nil {
		return j.opts.Seed()
	}
	var seed [games.SeedSize]byte
	_, _ = rand.Read(seed[:]) // crypto/rand does not fail on supported systems
	return seed
}

// nearestGameKind is the one game or variant name a slip away from word
// (CREATE ?g pw gettysbrug).
func (j *Judge) nearestGameKind(word string) string {
	w := strings.ToLower(word)
	best, n := "", 0
	for _, eng := range j.opts.Engines {
		names := []string{eng.Name()}
		for _, v := range eng.Variants() {
			names = append(names, v.Name)
		}
		for _, name := range names {
			if name != best && games.SlipDistance(w, strings.ToLower(name)) <= max(1, min(2, len(name)/3)) {
				best, n = name, n+1
			}
		}
	}
	if n == 1 {
		return best
	}
	return ""
}
