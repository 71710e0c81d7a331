// EXPECT: barrier-divergence
// ARCHS: sm_80 sm_86
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// BUG: FlashAttention-2-like forward tile, one query row per thread, 128 rows
// per CTA. The K tile is staged in shared memory and every warp waits on
// named barrier 1 (all 128 threads) before reading it. The barrier was moved
// inside the `q_row < seqlen` guard along with the score loop, so in the last
// CTA of a sequence whose length is not a multiple of 128 the rows past the
// end skip `bar.sync 1, 128` while the others wait in it.
#define D 64
__device__ __forceinline__ void named_sync(int id, int n) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(n) : "memory");
}
__global__ void __launch_bounds__(128)
    fa2_fwd_rows(const float *__restrict__ Q, const float *__restrict__ K, float *__restrict__ S, int seqlen) {
  __shared__ __align__(16) float ks[32][D];
  const int t = threadIdx.x;
  const int q_row = blockIdx.x * 128 + t;
  float q[D];
  if (q_row < seqlen) {
    for (int d = 0; d < D; d += 4) {
      float4 v;
      asm volatile("ld.global.nc.v4.f32 {%0,%1,%2,%3}, [%4];"
                   : "=f"(v.x), "=f"(v.y), "=f"(v.z), "=f"(v.w)
                   : "l"(Q + (size_t)q_row * D + d));
      q[d] = v.x; q[d + 1] = v.y; q[d + 2] = v.z; q[d + 3] = v.w;
    }
    for (int kb = 0; kb < seqlen; kb += 32) {
      for (int i = t; i < 32 * D; i += 128) {
        const int kr = kb + i / D;
        ks[i / D][i % D] = kr < seqlen ? K[(size_t)kr * D + i % D] : 0.f;
      }
      named_sync(1, 128);
      float best = -1e30f;
      for (int j = 0; j < 32; ++j) {
        float s = 0.f;
        for (int d = 0; d < D; ++d)
          s += q[d] * ks[j][d];
        best = fmaxf(best, s);
      }
      S[(size_t)q_row * ((seqlen + 31) / 32) + kb / 32] = best;
      named_sync(1, 128);
    }
  }
}
