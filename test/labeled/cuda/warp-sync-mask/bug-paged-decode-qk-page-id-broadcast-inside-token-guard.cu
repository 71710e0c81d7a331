// EXPECT: warp-sync-mask
// BUG: the QK step of paged decode attention: each warp scores 32 context
// tokens per trip (lane = token), a page holds 16 tokens, and lanes 0 and 16
// read their half-warp's page from the block table and broadcast it with
// __shfl_sync(0xffffffff, page, lane & 16). The broadcast sits inside
// `if (tok < ctx)`: in the warp's last, partial chunk the lanes past the
// context skip it while the full mask names them; they are alive, waiting at
// the warp max reduction after the loop.
#include <cuda_fp16.h>
constexpr int kPageTokens = 16, kHeadDim = 64;
__global__ void paged_decode_qk(const __half *__restrict__ k_cache, const int *__restrict__ block_table,
                                const int *__restrict__ ctx_lens, const float *__restrict__ q,
                                float *__restrict__ logits, float *__restrict__ warp_max, int max_pages,
                                float scale) {
  __shared__ float qs[kHeadDim];
  int seq = blockIdx.x;
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, nwarps = blockDim.x >> 5;
  int ctx = ctx_lens[seq];
  for (int d = threadIdx.x; d < kHeadDim; d += blockDim.x)
    qs[d] = q[(size_t)seq * kHeadDim + d] * scale;
  __syncthreads();
  float mx = -INFINITY;
  for (int base = warp * 32; base < ctx; base += nwarps * 32) {
    int tok = base + lane;
    if (tok < ctx) {
      int page = 0;
      if ((lane & 15) == 0)
        page = block_table[(size_t)seq * max_pages + tok / kPageTokens];
      page = __shfl_sync(0xffffffffu, page, lane & 16);
      const __half *kp = k_cache + ((size_t)page * kPageTokens + (tok % kPageTokens)) * kHeadDim;
      float s = 0.f;
#pragma unroll 8
      for (int d = 0; d < kHeadDim; ++d)
        s += qs[d] * __half2float(kp[d]);
      logits[(size_t)seq * max_pages * kPageTokens + tok] = s;
      mx = fmaxf(mx, s);
    }
  }
#pragma unroll
  for (int o = 16; o > 0; o >>= 1)
    mx = fmaxf(mx, __shfl_xor_sync(0xffffffffu, mx, o));
  if (lane == 0)
    warp_max[seq * nwarps + warp] = mx;
}
