// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// BUG: brute-force k-nearest-neighbour search (k = 1 refinement pass), two
// queries per warp: each half-warp scans the reference points in strides
// of 16 and then merges its 16 candidates with a xor-butterfly min over the
// half-warp (width 16). The butterfly passes mask 0x0000ffff in both halves:
// lanes 16-31 execute __shfl_xor_sync with a member mask that does not name
// them, which PTX leaves undefined.
__device__ __forceinline__ void argmin16(unsigned mask, float &d, int &idx) {
  for (int o = 8; o > 0; o >>= 1) {
    const float od = __shfl_xor_sync(mask, d, o, 16);
    const int oi = __shfl_xor_sync(mask, idx, o, 16);
    if (od < d || (od == d && oi < idx)) { d = od; idx = oi; }
  }
}
__global__ void __launch_bounds__(128)
knn1_half_warp(const float4 *__restrict__ ref, int nref, const float4 *__restrict__ qry, int nq,
               int *__restrict__ nn, float *__restrict__ dist) {
  const int lane = threadIdx.x % 32, half = lane / 16, hl = lane % 16;
  const int q = (blockIdx.x * 4 + threadIdx.x / 32) * 2 + half;
  const float4 p = qry[min(q, nq - 1)];
  float best = INFINITY;
  int bi = -1;
  for (int r = hl; r < nref; r += 16) {
    const float4 c = ref[r];
    const float dx = c.x - p.x, dy = c.y - p.y, dz = c.z - p.z;
    const float d2 = dx * dx + dy * dy + dz * dz;
    if (d2 < best) { best = d2; bi = r; }
  }
  argmin16(0x0000ffffu, best, bi);
  if (hl == 0 && q < nq) { nn[q] = bi; dist[q] = sqrtf(best); }
}
