// EXPECT: clean
// A variable set on one path and used only on that path (the compiler may
// keep the read on both: LLVM's undef, which the rule deliberately accepts).
__global__ void select_first(const int *in, int *out, int n) {
  int found;
  bool have = false;
  for (int i = 0; i < n; ++i)
    if (in[i] == (int)threadIdx.x) {
      found = i;
      have = true;
      break;
    }
  if (have)
    out[threadIdx.x] = found;
}
