// tex_layered_asm_constraints.cu - ptxlint real-PTX corpus
//
// Covers the texture and surface object forms texture_surface.cu leaves out,
// and inline PTX with the less common operand constraints, under
// --ftz=false -prec-div=true -prec-sqrt=true (its -G build: -use_fast_math):
//   * tex1DLayeredLod/Grad, tex2DLayeredGrad, texCubemapGrad,
//     texCubemapLayeredLod/Grad, tex3D of int4/ushort2 elements, tex2Dgather
//     of every component, tex3D/texCubemap with the isResident out-parameter
//   * surf1DLayeredread, surfCubemapread, surfCubemapLayeredread/write,
//     surf3D with every boundary mode, 1- to 16-byte surface elements
//   * inline asm with "h" (16-bit and __half bits), "l", "f", "d", "n" (immediates),
//     "+" read-write operands, "memory" clobbers, predicate set-up inside the
//     asm block and a 128-bit "q" operand where the compiler supports it
// corpus-nvcc-flags: --ftz=false -prec-div=true -prec-sqrt=true
// corpus-nvcc-flags-G: -use_fast_math
// corpus-quick-archs: sm_75 sm_86 sm_90a sm_100f sm_120a
#include <cuda_runtime.h>
#include <cuda_fp16.h>

#include "corpus_features.cuh"

__global__ void tex_layered_grad(cudaTextureObject_t t1l, cudaTextureObject_t t2l,
                                 cudaTextureObject_t cube, cudaTextureObject_t cubel,
                                 float4* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float u = (i + 0.5f) / n;
  float a = tex1DLayeredLod<float>(t1l, u, i & 7, 0.5f);
  float b = tex1DLayeredGrad<float>(t1l, u, (i >> 3) & 7, 0.01f, 0.03f);
  float2 c = tex2DLayeredGrad<float2>(t2l, u, 1.0f - u, i & 3, make_float2(0.01f, 0.0f),
                                      make_float2(0.0f, 0.02f));
  float4 d = texCubemapGrad<float4>(cube, u, -u, 0.5f, make_float4(0.1f, 0, 0, 0),
                                    make_float4(0, 0.1f, 0, 0));
  float4 e = texCubemapLayeredLod<float4>(cubel, u, 0.25f, -0.75f, i % 5, 2.0f);
  float4 f = texCubemapLayeredGrad<float4>(cubel, -u, u, 1.0f, i % 3, make_float4(0.2f, 0, 0, 0),
                                           make_float4(0, 0, 0.2f, 0));
  out[i] = make_float4(a + b, c.x + c.y, d.x + e.y + f.z, d.w * e.w / (f.w + 1.0f));
}

__global__ void tex_int_gather_sparse(cudaTextureObject_t t3, cudaTextureObject_t t2,
                                      cudaTextureObject_t cube, int4* out, ushort2* sout,
                                      float* fout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float u = (float)i / n;
  int4 a = tex3D<int4>(t3, u, u * 0.5f, 1.0f - u);
  ushort2 s = tex3D<ushort2>(t3, u, 0.0f, u);
  float4 g0 = tex2Dgather<float4>(t2, u, u, 0);
  float4 g1 = tex2Dgather<float4>(t2, u, u, 1);
  float4 g2 = tex2Dgather<float4>(t2, u, u, 2);
  float4 g3 = tex2Dgather<float4>(t2, u, u, 3);
  bool r0 = false, r1 = false;
  float v3 = tex3D<float>(t3, u, u, u, &r0);
  float vc = texCubemap<float>(cube, u, 1.0f, -u);
  float vl = tex2DLod<float>(t2, u, u, 1.0f, &r1);
  out[i] = a;
  sout[i] = s;
  fout[i] = g0.x + g1.y + g2.z + g3.w + (r0 ? v3 : 0.0f) + vc + (r1 ? vl : -1.0f);
}

__global__ void surf_layered_cube(cudaSurfaceObject_t s1l, cudaSurfaceObject_t cube,
                                  cudaSurfaceObject_t cubel, cudaSurfaceObject_t s3, int w,
                                  int layers) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y;
  if (x >= w) return;
  for (int l = 0; l < layers; ++l) {
    float v = surf1DLayeredread<float>(s1l, x * 4, l);
    surf1DLayeredwrite<float>(v * 2.0f, s1l, x * 4, l, cudaBoundaryModeClamp);
  }
  for (int face = 0; face < 6; ++face) {
    uchar4 p = surfCubemapread<uchar4>(cube, x * 4, y, face);
    p.x = (unsigned char)(p.x ^ p.w);
    surfCubemapwrite<uchar4>(p, cube, x * 4, y, face, cudaBoundaryModeZero);
    short2 q = surfCubemapLayeredread<short2>(cubel, x * 4, y, face + 6 * (y & 1));
    q.y = (short)(q.x - q.y);
    surfCubemapLayeredwrite<short2>(q, cubel, x * 4, y, face + 6 * (y & 1));
  }
  unsigned char b = surf3Dread<unsigned char>(s3, x, y, 0, cudaBoundaryModeTrap);
  unsigned short h = surf3Dread<unsigned short>(s3, x * 2, y, 1, cudaBoundaryModeClamp);
  uint2 d = surf3Dread<uint2>(s3, x * 8, y, 2, cudaBoundaryModeZero);
  float4 f4 = surf3Dread<float4>(s3, x * 16, y, 3);
  surf3Dwrite<unsigned char>((unsigned char)(b + 1), s3, x, y, 4, cudaBoundaryModeZero);
  surf3Dwrite<unsigned short>((unsigned short)(h * 3), s3, x * 2, y, 5, cudaBoundaryModeClamp);
  surf3Dwrite<uint2>(make_uint2(d.y, d.x), s3, x * 8, y, 6);
  surf3Dwrite<float4>(make_float4(f4.w, f4.z, f4.y, f4.x), s3, x * 16, y, 7, cudaBoundaryModeTrap);
}

// Inline PTX with unusual constraints.
template <int Shift>
__device__ __forceinline__ unsigned rotate_imm(unsigned v) {
  unsigned r;
  asm("shf.l.wrap.b32 %0, %1, %1, %2;" : "=r"(r) : "r"(v), "n"(Shift));
  return r;
}

__device__ __forceinline__ unsigned short add_u16(unsigned short a, unsigned short b) {
  unsigned short r;
  asm("add.u16 %0, %1, %2;" : "=h"(r) : "h"(a), "h"(b));
  return r;
}

__device__ __forceinline__ double fma_d(double a, double b, double c) {
  asm("fma.rn.f64 %0, %1, %2, %0;" : "+d"(c) : "d"(a), "d"(b));
  return c;
}

__device__ __forceinline__ float sel_pred(float a, float b, int k) {
  float r;
  asm("{\n\t.reg .pred p;\n\t"
      "setp.gt.s32 p, %3, %4;\n\t"
      "selp.f32 %0, %1, %2, p;\n\t}"
      : "=f"(r)
      : "f"(a), "f"(b), "r"(k), "n"(16));
  return r;
}

__device__ __forceinline__ unsigned long long ld_volatile_u64(const unsigned long long* p) {
  unsigned long long v;
  asm volatile("ld.volatile.global.u64 %0, [%1];" : "=l"(v) : "l"(p) : "memory");
  return v;
}

__device__ __forceinline__ void st_relaxed_f32(float* p, float v) {
#if CORPUS_ARCH >= 700
  asm volatile("st.relaxed.gpu.global.f32 [%0], %1;" ::"l"(p), "f"(v) : "memory");
#else
  *p = v;
#endif
}

__device__ __forceinline__ __half hmul_asm(__half a, __half b) {
  unsigned short r;
  asm("mul.rn.f16 %0, %1, %2;" : "=h"(r) : "h"(__half_as_ushort(a)), "h"(__half_as_ushort(b)));
  return __ushort_as_half(r);
}

__device__ __forceinline__ unsigned __int128 mov_b128(unsigned __int128 v) {
#if CORPUS_ARCH >= 700 && defined(__CUDACC_VER_MAJOR__) && __CUDACC_VER_MAJOR__ >= 12
  unsigned __int128 r;
  asm("mov.b128 %0, %1;" : "=q"(r) : "q"(v));
  return r;
#else
  return v;
#endif
}

__global__ void asm_constraints(const unsigned long long* src, unsigned long long* dst, float* f,
                                double* d, unsigned short* h, __half* hh, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned long long v = ld_volatile_u64(src + i);
  unsigned lo = rotate_imm<7>((unsigned)v) ^ rotate_imm<25>((unsigned)(v >> 32));
  h[i] = add_u16(h[i], (unsigned short)lo);
  d[i] = fma_d(d[i], 1.0 / (double)(i + 1), (double)lo);
  float s = sel_pred(f[i], (float)lo, i);
  st_relaxed_f32(f + i, sqrtf(s) / (float)(i + 3));
  hh[i] = hmul_asm(hh[i], __float2half((float)i));
  unsigned __int128 w = ((unsigned __int128)v << 64) | lo;
  w = mov_b128(w);
  dst[i] = (unsigned long long)(w >> 64) + (unsigned long long)w;
}
