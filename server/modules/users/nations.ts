/** The 56 ethnic groups of China (the profile's nation), stored by their Chinese name. */
export const NATIONS: [zh: string, en: string][] = [
  ['汉族', 'Han'], ['壮族', 'Zhuang'], ['回族', 'Hui'], ['满族', 'Manchu'], ['维吾尔族', 'Uyghur'], ['苗族', 'Miao'], ['彝族', 'Yi'],
  ['土家族', 'Tujia'], ['藏族', 'Tibetan'], ['蒙古族', 'Mongol'], ['侗族', 'Dong'], ['布依族', 'Bouyei'], ['瑶族', 'Yao'], ['白族', 'Bai'],
  ['朝鲜族', 'Korean'], ['哈尼族', 'Hani'], ['黎族', 'Li'], ['哈萨克族', 'Kazakh'], ['傣族', 'Dai'], ['畲族', 'She'], ['傈僳族', 'Lisu'],
  ['东乡族', 'Dongxiang'], ['仡佬族', 'Gelao'], ['拉祜族', 'Lahu'], ['佤族', 'Wa'], ['水族', 'Sui'], ['纳西族', 'Naxi'], ['羌族', 'Qiang'],
  ['土族', 'Tu'], ['仫佬族', 'Mulao'], ['锡伯族', 'Xibe'], ['柯尔克孜族', 'Kyrgyz'], ['景颇族', 'Jingpo'], ['达斡尔族', 'Daur'], ['撒拉族', 'Salar'],
  ['布朗族', 'Blang'], ['毛南族', 'Maonan'], ['塔吉克族', 'Tajik'], ['普米族', 'Pumi'], ['阿昌族', 'Achang'], ['怒族', 'Nu'], ['鄂温克族', 'Evenki'],
  ['京族', 'Gin'], ['基诺族', 'Jino'], ['德昂族', "De'ang"], ['保安族', 'Bonan'], ['俄罗斯族', 'Russian'], ['裕固族', 'Yugur'], ['乌孜别克族', 'Uzbek'],
  ['门巴族', 'Monpa'], ['鄂伦春族', 'Oroqen'], ['独龙族', 'Derung'], ['赫哲族', 'Hezhen'], ['高山族', 'Gaoshan'], ['珞巴族', 'Lhoba'], ['塔塔尔族', 'Tatar'],
];
