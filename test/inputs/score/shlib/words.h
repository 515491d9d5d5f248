/* words: a shared library that counts words in a text with an open-addressing hash table. */
#ifndef WORDS_H
#define WORDS_H
#include <stddef.h>

struct words;
struct words *words_new(size_t capacity);
void words_free(struct words *w);
/* Counts every word (a run of letters, case folded) of text; returns the number of words. */
size_t words_add_text(struct words *w, const char *text, size_t len);
size_t words_distinct(const struct words *w);
/* The most frequent word (ties: the smallest in byte order) and its count. */
const char *words_top(const struct words *w, size_t *count);
unsigned words_checksum(const struct words *w);
#endif
