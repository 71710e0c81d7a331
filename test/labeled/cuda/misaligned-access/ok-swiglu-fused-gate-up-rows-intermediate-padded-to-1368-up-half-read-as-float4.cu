// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: SwiGLU activation after a fused gate/up projection: each token's row
// holds [gate | up], 2 * H floats, and the kernel reads 4 columns of both
// halves as float4 and writes silu(gate) * up as float4. The intermediate
// size is padded to H = 1368 (a multiple of 4), so the up half starts 5472
// bytes into the row and every row starts on a 16-byte boundary.
#define H 1368
__global__ void __launch_bounds__(256)
swiglu(const float *__restrict__ gu, float *__restrict__ out, int tokens) {
  const int row = blockIdx.y;
  const float *g = gu + (size_t)row * 2 * H;
  const float *u = g + H;
  for (int c = (blockIdx.x * blockDim.x + threadIdx.x) * 4; c + 3 < H; c += gridDim.x * blockDim.x * 4) {
    const float4 a = *reinterpret_cast<const float4 *>(g + c);
    const float4 b = *reinterpret_cast<const float4 *>(u + c);
    float4 r;
    r.x = a.x / (1.f + __expf(-a.x)) * b.x;
    r.y = a.y / (1.f + __expf(-a.y)) * b.y;
    r.z = a.z / (1.f + __expf(-a.z)) * b.z;
    r.w = a.w / (1.f + __expf(-a.w)) * b.w;
    *reinterpret_cast<float4 *>(out + (size_t)row * H + c) = r;
  }
}
