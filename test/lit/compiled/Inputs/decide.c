/* Reads rows of 39 float32 inliner features from stdin; prints one decision per row (the C side of aot.test). */
#include <stdio.h>
#include "inliner_policy.h"

int main(void) {
  float row[INLINER_POLICY_FEATURES_SIZE];
  int64_t decision[INLINER_POLICY_DECISION_SIZE];
  while (fread(row, sizeof row, 1, stdin) == 1) {
    if (inliner_policy(row, decision) != INLINER_POLICY_OK) return 1;
    printf("%lld\n", (long long)decision[0]);
  }
  return 0;
}
