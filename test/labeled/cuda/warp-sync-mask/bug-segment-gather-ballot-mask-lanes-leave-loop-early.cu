// EXPECT: warp-sync-mask
// BUG: the mask is the ballot of `len > 0`, taken once before the loop, but a
// lane leaves the loop after its own `len` trips. From the trip where the
// shortest non-empty segment ends, the mask still names lanes that no longer
// run the shuffle, and the remaining lanes wait for them (or read garbage).
// The mask must be re-balloted each trip (__ballot_sync(valid, k < len)).
__global__ void segment_broadcast_sum(const int *__restrict__ seg_len, const float *__restrict__ val,
                                      float *__restrict__ out) {
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  int len = seg_len[gid];
  unsigned m = __ballot_sync(0xffffffffu, len > 0);
  float acc = 0.f;
  for (int k = 0; k < len; ++k) {
    float mine = val[gid * 8 + (k & 7)];
    acc += __shfl_xor_sync(m, mine, 1) * 0.5f + mine * 0.5f;
  }
  out[gid] = acc;
}
