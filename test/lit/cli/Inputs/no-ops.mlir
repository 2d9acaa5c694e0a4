// a comment only
