// EXPECT: clean
// PTXLINT-ARGS: --block-dim=16,16
// OK: full-weighting restriction of a 2D multigrid V-cycle: each 16x16 block
// computes 16x16 coarse points from a 33x33 fine patch (fine index 2*c - 1 ..
// 2*c + 1) staged in shared memory by all 256 threads. The threads whose
// coarse point is past the edge of the coarse grid still help stage the
// patch and reach the __syncthreads(); only their store is guarded.
__global__ void __launch_bounds__(256)
restrict_full_weighting(const float *__restrict__ fine, float *__restrict__ coarse, int nf, int nc) {
  __shared__ float patch[33][34];
  const int tx = threadIdx.x, ty = threadIdx.y, t = ty * 16 + tx;
  const int cx = blockIdx.x * 16 + tx, cy = blockIdx.y * 16 + ty;
  const int fx0 = blockIdx.x * 32 - 1, fy0 = blockIdx.y * 32 - 1;
  for (int i = t; i < 33 * 33; i += 256) {
    const int px = i % 33, py = i / 33, fx = fx0 + px, fy = fy0 + py;
    patch[py][px] = (fx >= 0 && fx < nf && fy >= 0 && fy < nf) ? fine[(size_t)fy * nf + fx] : 0.f;
  }
  __syncthreads();
  if (cx >= nc || cy >= nc) return;
  const int px = 2 * tx + 1, py = 2 * ty + 1;
  const float c = 4.f * patch[py][px] +
                  2.f * (patch[py][px - 1] + patch[py][px + 1] + patch[py - 1][px] + patch[py + 1][px]) +
                  patch[py - 1][px - 1] + patch[py - 1][px + 1] + patch[py + 1][px - 1] + patch[py + 1][px + 1];
  coarse[(size_t)cy * nc + cx] = c * 0.0625f;
}
