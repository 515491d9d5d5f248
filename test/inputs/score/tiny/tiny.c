/* tiny: a small program for mlbridge-score's tests: a sieve, an insertion sort and a checksum, with a self-test. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned sieve(unsigned n) {
  unsigned char *composite = calloc(n + 1, 1);
  unsigned count = 0;
  for (unsigned i = 2; i <= n; i++) {
    if (composite[i])
      continue;
    count++;
    for (unsigned long j = (unsigned long)i * i; j <= n; j += i)
      composite[j] = 1;
  }
  free(composite);
  return count;
}

static void sort(unsigned *a, unsigned n) {
  for (unsigned i = 1; i < n; i++) {
    unsigned v = a[i], j = i;
    while (j > 0 && a[j - 1] > v) {
      a[j] = a[j - 1];
      j--;
    }
    a[j] = v;
  }
}

static unsigned checksum(unsigned n) {
  unsigned *a = malloc(n * sizeof *a), x = 12345, h = 0;
  for (unsigned i = 0; i < n; i++) {
    x = x * 1103515245u + 12345u;
    a[i] = x >> 8;
  }
  sort(a, n);
  for (unsigned i = 0; i < n; i++)
    h = h * 31 + a[i];
  free(a);
  return h;
}

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "--test") == 0) {
    printf("primes below 100: %u\n", sieve(100));
    printf("primes below 100000: %u\n", sieve(100000));
    printf("checksum of 100: %u\n", checksum(100));
    return 0;
  }
  unsigned n = argc > 1 ? (unsigned)atoi(argv[1]) : 2000000;
  printf("%u %u\n", sieve(n), checksum(n / 400));
  return 0;
}
