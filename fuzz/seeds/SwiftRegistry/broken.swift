let s = "unterminated
let r = #"raw with "# inside "##
let i = "\(interp("nested \(deep)"))"
/* unterminated comment
