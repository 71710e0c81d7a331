// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=128
// Points stored as 12-byte {x, y, z} records; the kernel fetches (y, z) with
// one __ldg of a float2 at &p[i].y. That address is 12*i + 4 bytes: 8-byte
// aligned only for odd i, so thread 0's read (offset 4) is misaligned.
struct P3 { float x, y, z; };
__global__ void __launch_bounds__(128) yz_norm(const P3 *p, float *out, int n) {
  int i = blockIdx.x * 128 + threadIdx.x;
  if (i < n) {
    float2 yz = __ldg(reinterpret_cast<const float2 *>(&p[i].y));
    out[i] = yz.x * yz.x + yz.y * yz.y;
  }
}
