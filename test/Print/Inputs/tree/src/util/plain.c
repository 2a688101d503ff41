/* No OpenACC here: copied as it is. */
int plain(int x) { return x + 1; }
