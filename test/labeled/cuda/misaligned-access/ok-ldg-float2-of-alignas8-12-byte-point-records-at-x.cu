// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Points stored as alignas(8) {x, y, z} records (padded to 16 bytes); the
// kernel fetches (x, y) with one __ldg of a float2 at &p[i].x = 16*i: always
// 8-byte aligned.
struct alignas(8) P3 { float x, y, z; };
__global__ void __launch_bounds__(128) xy_norm(const P3 *p, float *out, int n) {
  int i = blockIdx.x * 128 + threadIdx.x;
  if (i < n) {
    float2 xy = __ldg(reinterpret_cast<const float2 *>(&p[i].x));
    out[i] = xy.x * xy.x + xy.y * xy.y + __ldg(&p[i].z);
  }
}
