// EXPECT: misaligned-access
// N-body tile: one dynamic shared buffer carved into the tile's positions
// (float3, 12 bytes each) followed by double-precision potential
// accumulators. With 21 bodies per tile the positions take 252 bytes, which
// is 4 mod 8, so every double access to `pot` is misaligned (BUG: the
// carve-up needs rounding up to alignof(double)).
constexpr int BODIES = 21;
__global__ void potential_tile(const float3 *__restrict__ pos, double *__restrict__ out, int n) {
  extern __shared__ __align__(16) unsigned char smem[];
  float3 *p = reinterpret_cast<float3 *>(smem);
  double *pot = reinterpret_cast<double *>(smem + BODIES * sizeof(float3));
  int t = threadIdx.x;
  if (t < BODIES) {
    p[t] = pos[blockIdx.x * BODIES + t];
    pot[t] = 0.0; // BUG: 252 + 8*t is 4 mod 8
  }
  __syncthreads();
  if (t < BODIES) {
    double acc = 0.0;
    for (int j = 0; j < BODIES; ++j) {
      float dx = p[j].x - p[t].x, dy = p[j].y - p[t].y, dz = p[j].z - p[t].z;
      float r2 = dx * dx + dy * dy + dz * dz + 1e-6f;
      acc += rsqrtf(r2);
    }
    pot[t] += acc; // BUG
    out[blockIdx.x * BODIES + t] = pot[t];
  }
}
