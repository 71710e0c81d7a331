// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=64
// Structure-of-arrays particle tile in shared memory, declared
// `alignas(16)` so that the kernel can read four particles' coordinates at
// once as float4. Each array got one float of padding (TILE + 1) to break
// bank conflicts in the transposed write-back. BUG: the padding shifts
// every later member by 4 bytes: `y` starts at byte 4 * 257 = 1028, so the
// float4 reads of y (and z) are at 4 mod 16 in every thread; alignas(16)
// only aligns the struct's start.
constexpr int TILE = 256;
struct alignas(16) ParticleTile {
  float x[TILE + 1];
  float y[TILE + 1];
  float z[TILE + 1];
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
  const float4 y4 = *reinterpret_cast<const float4 *>(&t.y[4 * threadIdx.x]);  // BUG
  const float4 z4 = *reinterpret_cast<const float4 *>(&t.z[4 * threadIdx.x]);  // BUG
  float4 d;
  d.x = sqrtf((x4.x - c.x) * (x4.x - c.x) + (y4.x - c.y) * (y4.x - c.y) + (z4.x - c.z) * (z4.x - c.z));
  d.y = sqrtf((x4.y - c.x) * (x4.y - c.x) + (y4.y - c.y) * (y4.y - c.y) + (z4.y - c.z) * (z4.y - c.z));
  d.z = sqrtf((x4.z - c.x) * (x4.z - c.x) + (y4.z - c.y) * (y4.z - c.y) + (z4.z - c.z) * (z4.z - c.z));
  d.w = sqrtf((x4.w - c.x) * (x4.w - c.x) + (y4.w - c.y) * (y4.w - c.y) + (z4.w - c.z) * (z4.w - c.z));
  reinterpret_cast<float4 *>(dist + base)[threadIdx.x] = d;
}
