// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_89
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=128
// BUG: vLLM-like topk_softmax for 8 experts: each group of 8 lanes holds one
// token's expert logits (four tokens per warp) and finds the argmax with a
// width-8 butterfly. The shuffles' mask was written as the group's 0xff, as
// if the group were alone in the warp: lanes 8-31 execute shuffles whose
// membermask does not name them.
constexpr int NUM_EXPERTS = 8;
__device__ __forceinline__ void group_argmax(float &v, int &idx) {
#pragma unroll
  for (int o = NUM_EXPERTS / 2; o > 0; o >>= 1) {
    const float ov = __shfl_xor_sync(0xffu, v, o, NUM_EXPERTS);
    const int oi = __shfl_xor_sync(0xffu, idx, o, NUM_EXPERTS);
    if (ov > v || (ov == v && oi < idx))
      v = ov, idx = oi;
  }
}
__global__ void __launch_bounds__(128)
    topk_softmax_8(const float *__restrict__ gating, float *__restrict__ topk_w, int *__restrict__ topk_ids,
                   int num_tokens, int k) {
  const int tok = blockIdx.x * 16 + threadIdx.x / NUM_EXPERTS;
  const int e = threadIdx.x % NUM_EXPERTS;
  const float x = tok < num_tokens ? gating[(size_t)tok * NUM_EXPERTS + e] : -INFINITY;
  float m = x;
  int mi = e;
  group_argmax(m, mi);
  float p = __expf(x - m), sum = p;
#pragma unroll
  for (int o = NUM_EXPERTS / 2; o > 0; o >>= 1)
    sum += __shfl_xor_sync(0xffffffffu, sum, o, NUM_EXPERTS);
  p /= sum;
  for (int j = 0; j < k; ++j) {
    float v = p;
    int vi = e;
    group_argmax(v, vi);
    if (e == 0 && tok < num_tokens) {
      topk_w[tok * k + j] = v;
      topk_ids[tok * k + j] = vi;
    }
    if (e == vi)
      p = -1.f;
  }
}
