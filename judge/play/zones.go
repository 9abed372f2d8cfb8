package play

// zoneCities are time zones by the Chinese names of their places, in both
// scripts, as a Chinese writer names a zone ("台北" rather than
// Asia/Taipei): the places Chinese-speaking players most often write from.
var zoneCities = map[string]string{
	"台北": "Asia/Taipei", "臺北": "Asia/Taipei", "台灣": "Asia/Taipei", "臺灣": "Asia/Taipei", "台湾": "Asia/Taipei",
	"北京": "Asia/Shanghai", "上海": "Asia/Shanghai", "中國": "Asia/Shanghai", "中国": "Asia/Shanghai",
	"廣州": "Asia/Shanghai", "广州": "Asia/Shanghai", "深圳": "Asia/Shanghai",
	"香港": "Asia/Hong_Kong", "澳門": "Asia/Macau", "澳门": "Asia/Macau",
	"新加坡": "Asia/Singapore", "吉隆坡": "Asia/Kuala_Lumpur",
	"東京": "Asia/Tokyo", "东京": "Asia/Tokyo", "首爾": "Asia/Seoul", "首尔": "Asia/Seoul",
	"倫敦": "Europe/London", "伦敦": "Europe/London", "巴黎": "Europe/Paris", "柏林": "Europe/Berlin",
	"紐約": "America/New_York", "纽约": "America/New_York",
	"洛杉磯": "America/Los_Angeles", "洛杉矶": "America/Los_Angeles",
	"溫哥華": "America/Vancouver", "温哥华": "America/Vancouver",
	"多倫多": "America/Toronto", "多伦多": "America/Toronto",
	"雪梨": "Australia/Sydney", "悉尼": "Australia/Sydney",
}

// ZoneNamed is the time zone a name stands for: a place's Chinese name
// (台北, 北京) read as its zone, any other name as it is.
func ZoneNamed(name string) string {
	if z, ok := zoneCities[name]; ok {
		return z
	}
	return name
}
