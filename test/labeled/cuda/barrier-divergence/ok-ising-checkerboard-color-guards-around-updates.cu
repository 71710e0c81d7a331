// EXPECT: clean
// PTXLINT-ARGS: --block-dim=16,16
// 2D Ising checkerboard Metropolis on a 16x16 shared tile with halo: the
// black sweep and the white sweep are each guarded by the site colour, and
// the __syncthreads() between them is outside both guards.
__device__ __forceinline__ float u01(unsigned &s) {
  s ^= s << 13; s ^= s >> 17; s ^= s << 5;
  return (s & 0xffffff) * (1.0f / 16777216.0f);
}
__device__ __forceinline__ void flip(signed char (*t)[18], int tx, int ty, unsigned &s,
                                     float beta) {
  int nb = t[ty][tx + 1] + t[ty + 2][tx + 1] + t[ty + 1][tx] + t[ty + 1][tx + 2];
  float dE = 2.f * t[ty + 1][tx + 1] * nb;
  if (dE <= 0.f || u01(s) < __expf(-beta * dE)) t[ty + 1][tx + 1] = -t[ty + 1][tx + 1];
}
__global__ void ising_tile(signed char *spins, unsigned *rng, int L, float beta) {
  __shared__ signed char t[18][18];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int gx = blockIdx.x * 16 + tx, gy = blockIdx.y * 16 + ty;
  auto at = [&](int x, int y) { return spins[((y + L) % L) * L + (x + L) % L]; };
  t[ty + 1][tx + 1] = at(gx, gy);
  if (tx == 0) t[ty + 1][0] = at(gx - 1, gy);
  if (tx == 15) t[ty + 1][17] = at(gx + 1, gy);
  if (ty == 0) t[0][tx + 1] = at(gx, gy - 1);
  if (ty == 15) t[17][tx + 1] = at(gx, gy + 1);
  __syncthreads();
  unsigned s = rng[gy * L + gx];
  const bool black = ((gx + gy) & 1) == 0;
  if (black) flip(t, tx, ty, s, beta);
  __syncthreads();
  if (!black) flip(t, tx, ty, s, beta);
  spins[gy * L + gx] = t[ty + 1][tx + 1];
  rng[gy * L + gx] = s;
}
