// EXPECT: clean
// N-body tile carving one dynamic shared buffer into float3 positions and
// double accumulators. With 22 bodies per tile the positions take 264
// bytes, a multiple of 8, so the doubles that follow are aligned.
constexpr int BODIES = 22;
__global__ void potential_tile(const float3 *__restrict__ pos, double *__restrict__ out, int n) {
  extern __shared__ __align__(16) unsigned char smem[];
  float3 *p = reinterpret_cast<float3 *>(smem);
  double *pot = reinterpret_cast<double *>(smem + BODIES * sizeof(float3));
  static_assert(BODIES * sizeof(float3) % alignof(double) == 0, "carve-up alignment");
  int t = threadIdx.x;
  if (t < BODIES) {
    p[t] = pos[blockIdx.x * BODIES + t];
    pot[t] = 0.0;
  }
  __syncthreads();
  if (t < BODIES) {
    double acc = 0.0;
    for (int j = 0; j < BODIES; ++j) {
      float dx = p[j].x - p[t].x, dy = p[j].y - p[t].y, dz = p[j].z - p[t].z;
      float r2 = dx * dx + dy * dy + dz * dz + 1e-6f;
      acc += rsqrtf(r2);
    }
    pot[t] += acc;
    out[blockIdx.x * BODIES + t] = pot[t];
  }
}
