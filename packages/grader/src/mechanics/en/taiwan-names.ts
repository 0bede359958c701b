/**
 * Names a Taiwanese student writes in English that an American dictionary does not hold: places
 * (postal, Wade-Giles and pinyin spellings alike), Indigenous peoples, surnames, foods and
 * everyday things. Added to Harper's dictionary, so "Keelung is rainy" or "Tsai and I" are never
 * marked as misspellings (a capitalised unknown word inside a sentence is already read as a
 * name; at a sentence's start only this list tells). Surnames that are a slip away from a common
word (Chang: change, Chen: then, Yu: you) are left out: a learner's "chang" must still read as
change.
 */
export const TAIWAN_NAMES: readonly string[] = `
Taipei Keelung Taoyuan Hsinchu Zhubei Jhubei Miaoli Taichung Changhua Nantou Yunlin Douliu Chiayi
Tainan Kaohsiung Pingtung Yilan Ilan Hualien Taitung Penghu Kinmen Matsu Lienchiang Banqiao Panchiao
Xinzhuang Zhonghe Yonghe Sanchong Tucheng Xizhi Xindian Linkou Tamsui Danshui Beitou Shilin Neihu
Xinyi Daan Wanhua Ximending Songshan Wenshan Nangang Zhongshan Zhongzheng Datong Jiufen Shifen Pingxi
Yehliu Yangmingshan Alishan Kenting Hengchun Taroko Lukang Lugang Sanxia Yingge Wulai Jiaoxi Luodong
Toucheng Fengyuan Zhongli Jhongli Daxi Dadaocheng Dihua Raohe Shida Gongguan Guandu Zuoying Fengshan
Cijin Qijin Anping Chihkan Eluanbi Xiaoliuqiu Liuqiu Lanyu Ludao Fenqihu Cingjing Qingjing Jiji Sanyi
Sanzhi Shenkeng Wufeng Dajia Lishan Hehuan Hohuan Yushan Xueshan Sandiaoling Houtong Zhuzihu
Amis Atayal Paiwan Bunun Puyuma Rukai Tsou Saisiyat Yami Tao Truku Seediq Kavalan Thao Sakizaya
Hakka Hoklo Minnan Mazu Guanyin Matzu
Huang Tsai Hsu Hsieh Tseng Liao Chuang Chiang Hsiao Hsueh Hsiung Tsao Tsui Ouyang Jhang Jheng Ciou
xiaolongbao zongzi boba tangyuan baozi mantou youtiao doujiang danbing luroufan lurou bawan aiyu
douhua gua bao guabao oolong
YouBike EasyCard iPass Eslite
`
  .split(/\s+/)
  .filter(Boolean);
