// Invalid UTF-8 in a comment: ÿþ€ and in a string below.
func.func private @invalid() attributes {my.invalid = "ÿþ bad Ã"}
