// EXPECT: clean
// PTXLINT-ARGS: --block-dim=64
// Structure-of-arrays particle tile in shared memory, declared
// `alignas(16)` so that four particles can be read at once as float4.
// Each array is padded for bank conflicts, not by one float (which would
// shift y and z to 4 mod 16) but by four (TILE + 4): every member starts at a multiple
// of 4 * 260 = 1040 bytes, a multiple of 16, so the float4 reads of x, y
// and z at 16 * threadIdx.x bytes into their member are aligned.
constexpr int TILE = 256;
struct alignas(16) ParticleTile {
  float x[TILE + 4];
  float y[TILE + 4];
  float z[TILE + 4];
};
__global__ void __launch_bounds__(64)
centroid_dist(const float *__restrict__ px, const float *__restrict__ py, const float *__restrict__ pz,
              float4 c, float *__restrict__ dist) {
  __shared__ ParticleTile t;
  const size_t base = (size_t)blockIdx.x * TILE;
  for (int i = threadIdx.x; i < TILE; i += 64) {
    t.x[i] = px[base + i];
    t.y[i] = py[base + i];
    t.z[i] = pz[base + i];
  }
  __syncthreads();
  const float4 x4 = *reinterpret_cast<const float4 *>(&t.x[4 * threadIdx.x]);
  const float4 y4 = *reinterpret_cast<const float4 *>(&t.y[4 * threadIdx.x]);
  const float4 z4 = *reinterpret_cast<const float4 *>(&t.z[4 * threadIdx.x]);
  float4 d;
  d.x = sqrtf((x4.x - c.x) * (x4.x - c.x) + (y4.x - c.y) * (y4.x - c.y) + (z4.x - c.z) * (z4.x - c.z));
  d.y = sqrtf((x4.y - c.x) * (x4.y - c.x) + (y4.y - c.y) * (y4.y - c.y) + (z4.y - c.z) * (z4.y - c.z));
  d.z = sqrtf((x4.z - c.x) * (x4.z - c.x) + (y4.z - c.y) * (y4.z - c.y) + (z4.z - c.z) * (z4.z - c.z));
  d.w = sqrtf((x4.w - c.x) * (x4.w - c.x) + (y4.w - c.y) * (y4.w - c.y) + (z4.w - c.z) * (z4.w - c.z));
  reinterpret_cast<float4 *>(dist + base)[threadIdx.x] = d;
}
