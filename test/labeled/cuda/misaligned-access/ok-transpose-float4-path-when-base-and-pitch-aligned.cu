// EXPECT: clean
// Row copy-with-scale used by a transpose pre-pass: when both pointers are
// 16-byte aligned and the pitch (in floats) is a multiple of 4, each thread
// moves a float4; otherwise a scalar path handles any layout. The vector path
// is only taken under the runtime alignment check, so every ld/st.v4 it
// issues is at a 16-byte boundary.
#include <cstdint>
__global__ void scale_rows(const float *__restrict__ in, float *__restrict__ out, int rows,
                           int cols, int pitch, float alpha) {
  const int row = blockIdx.y;
  if (row >= rows) return;
  const float *src = in + (size_t)row * pitch;
  float *dst = out + (size_t)row * pitch;
  const bool vec = ((reinterpret_cast<uintptr_t>(in) | reinterpret_cast<uintptr_t>(out)) & 15) == 0 &&
                   (pitch & 3) == 0;
  if (vec) {
    const int nv = cols / 4;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < nv; i += gridDim.x * blockDim.x) {
      float4 v = reinterpret_cast<const float4 *>(src)[i];
      v.x *= alpha; v.y *= alpha; v.z *= alpha; v.w *= alpha;
      reinterpret_cast<float4 *>(dst)[i] = v;
    }
    for (int c = nv * 4 + blockIdx.x * blockDim.x + threadIdx.x; c < cols; c += gridDim.x * blockDim.x)
      dst[c] = alpha * src[c];
  } else {
    for (int c = blockIdx.x * blockDim.x + threadIdx.x; c < cols; c += gridDim.x * blockDim.x)
      dst[c] = alpha * src[c];
  }
}
