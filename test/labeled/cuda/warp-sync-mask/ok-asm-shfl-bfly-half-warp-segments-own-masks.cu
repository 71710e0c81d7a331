// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Butterfly sums over 16-lane segments in inline PTX: the segment mask of
// shfl.sync's c operand (0x101f) keeps every exchange inside a half warp, and
// each lane's member mask names its own half (0xffff << (lane & 16)).
__device__ __forceinline__ float half_warp_sum(float v, unsigned mask) {
  float r;
  asm volatile("{\n\t.reg .f32 t;\n\t"
               "shfl.sync.bfly.b32 t, %1, 8, 0x101f, %2;\n\t"
               "add.f32 %0, %1, t;\n\t"
               "shfl.sync.bfly.b32 t, %0, 4, 0x101f, %2;\n\t"
               "add.f32 %0, %0, t;\n\t"
               "shfl.sync.bfly.b32 t, %0, 2, 0x101f, %2;\n\t"
               "add.f32 %0, %0, t;\n\t"
               "shfl.sync.bfly.b32 t, %0, 1, 0x101f, %2;\n\t"
               "add.f32 %0, %0, t;\n\t}"
               : "=f"(r) : "f"(v), "r"(mask));
  return r;
}
__global__ void half_row_sums(const float *__restrict__ x, float *__restrict__ y) {
  const int lane = threadIdx.x % 32;
  const int row = blockIdx.x * 8 + threadIdx.x / 16;
  const float s = half_warp_sum(x[row * 16 + lane % 16], 0xffffu << (lane & 16));
  if (lane % 16 == 0)
    y[row] = s;
}
