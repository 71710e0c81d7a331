// EXPECT: barrier-divergence
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// FlashAttention-2-style causal forward, one 64-query tile per block, each
// of the four warps owning 16 query rows, K/V tiles of 64 keys staged in
// shared memory by the whole block. Bug: the causal early exit was made per
// warp ("this warp's last query row is before the K tile, so the rest of the
// tiles are fully masked for it: break"). The warps of one block disagree on
// the trip count (warp 0 stops a tile before warp 3 on the diagonal tile),
// and the loop body has the __syncthreads() that protects the K/V staging
// buffers: warp 0 leaves while warps 1-3 wait at the barrier. The exit has to
// be computed for the block's last row (a CTA-uniform bound).
#include <cuda_fp16.h>
constexpr int BQ = 64, BKV = 64, D = 64;
__global__ void __launch_bounds__(128) flash_fwd_causal(const half *__restrict__ Q,
                                                        const half *__restrict__ K,
                                                        const half *__restrict__ V,
                                                        half *__restrict__ O, int seqlen,
                                                        float scale) {
  __shared__ half Ks[BKV][D], Vs[BKV][D];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int q_tile = blockIdx.x * BQ;
  const size_t head = (size_t)blockIdx.y * seqlen * D;
  // Each lane owns one query row (rows 16*warp .. 16*warp+15 are lanes 0..15,
  // lanes 16..31 duplicate them and split D).
  const int qrow = q_tile + warp * 16 + (lane % 16);
  const int dhalf = (lane / 16) * (D / 2);
  float q[D / 2], o[D / 2];
  for (int d = 0; d < D / 2; ++d) {
    q[d] = __half2float(Q[head + (size_t)qrow * D + dhalf + d]) * scale;
    o[d] = 0.f;
  }
  float mrow = -1e30f, lrow = 0.f;
  const int warp_last_row = q_tile + warp * 16 + 15;
  for (int kv = 0; kv < seqlen; kv += BKV) {
    if (kv > warp_last_row)
      break;
    for (int e = threadIdx.x; e < BKV * D; e += 128) {
      Ks[e / D][e % D] = K[head + (size_t)kv * D + e];
      Vs[e / D][e % D] = V[head + (size_t)kv * D + e];
    }
    __syncthreads();
    for (int j = 0; j < BKV; ++j) {
      float s = 0.f;
      for (int d = 0; d < D / 2; ++d)
        s += q[d] * __half2float(Ks[j][dhalf + d]);
      s += __shfl_xor_sync(0xffffffffu, s, 16);
      if (kv + j > qrow)
        s = -1e30f; // causal mask inside the tile
      float mnew = fmaxf(mrow, s), corr = __expf(mrow - mnew), p = __expf(s - mnew);
      lrow = lrow * corr + p;
      for (int d = 0; d < D / 2; ++d)
        o[d] = o[d] * corr + p * __half2float(Vs[j][dhalf + d]);
      mrow = mnew;
    }
    __syncthreads();
  }
  for (int d = 0; d < D / 2; ++d)
    O[head + (size_t)qrow * D + dhalf + d] = __float2half(o[d] / lrow);
}
