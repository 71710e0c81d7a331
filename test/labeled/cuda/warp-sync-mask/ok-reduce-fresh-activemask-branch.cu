// EXPECT: clean
// ARCHS: sm_80 sm_90
// Lanes whose key is valid sum their values with __reduce_add_sync over a
// mask sampled with __activemask() inside the branch, so it names exactly
// the lanes that took it.
__global__ void valid_sums(const int *key, const int *val, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int k = i < n ? key[i] : -1;
  int s = 0;
  if (k >= 0) {
    unsigned m = __activemask();
    s = __reduce_add_sync(m, val[i]);
  }
  if (i < n)
    out[i] = s;
}
