// atomics_tex_cdp_printf.cu - ptxlint differential sweep input (helper-204)
//
// Atomics of every width and kind (8/16-bit through CAS loops and the native
// 16-bit atomicCAS, 32/64-bit integer and float, half2/bfloat162 adds,
// 128-bit atomicCAS/atomicExch on sm_90, system and block scoped forms),
// texture and surface objects (1D/2D/3D/layered/cubemap fetches, gathers,
// LOD and gradient reads, surface reads and writes), dynamic parallelism
// (a device-side launch with a stream and cudaDeviceSynchronize-free
// tail launch), printf of many argument kinds and assert.
// corpus-nvcc-flags: -rdc=true
// corpus-ptxas-flags: -c
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cstdio>
#include <cassert>
#include <cstdint>
#include "../cuda/corpus_features.cuh"

__device__ uint8_t atomic_add_u8(uint8_t* p, uint8_t v) {
  uint32_t* w = reinterpret_cast<uint32_t*>(reinterpret_cast<uintptr_t>(p) & ~3ull);
  uint32_t sh = (reinterpret_cast<uintptr_t>(p) & 3) * 8, old = *w, assumed;
  do {
    assumed = old;
    uint32_t b = ((assumed >> sh) + v) & 0xff;
    old = atomicCAS(w, assumed, (assumed & ~(0xffu << sh)) | (b << sh));
  } while (old != assumed);
  return (uint8_t)(old >> sh);
}

struct alignas(16) Pair { unsigned long long a, b; };

__global__ void atomics_all(int* i32, unsigned* u32, unsigned long long* u64, long long* s64, float* f32,
                            double* f64, __half2* h2, __nv_bfloat162* b2, unsigned short* u16, uint8_t* u8,
                            Pair* p128, __half* h1) {
  int t = threadIdx.x;
  atomicAdd(i32, t);
  atomicSub(i32 + 1, t);
  atomicMin(i32 + 2, -t);
  atomicMax(i32 + 3, t);
  atomicAnd(u32, ~(1u << (t & 31)));
  atomicOr(u32 + 1, 1u << (t & 31));
  atomicXor(u32 + 2, t);
  atomicInc(u32 + 3, 100);
  atomicDec(u32 + 4, 100);
  atomicExch(u32 + 5, t);
  atomicCAS(u32 + 6, 0u, (unsigned)t);
  atomicAdd(u64, 1ull);
  atomicMin(u64 + 1, (unsigned long long)t);
  atomicMax(s64, (long long)-t);
  atomicAnd(u64 + 2, 0xffull << t);
  atomicCAS(u64 + 3, 0ull, 5ull);
  atomicExch(u64 + 4, 7ull);
  atomicAdd(f32, 0.5f);
  atomicExch(f32 + 1, 1.5f);
  atomicAdd(f64, 0.25);
  atomicAdd(h2, __floats2half2_rn(1.f, 2.f));
  atomicAdd(h1, __float2half(3.f));
#if CORPUS_SM80
  atomicAdd(b2, __floats2bfloat162_rn(1.f, 2.f));
#endif
  atomicCAS(u16, (unsigned short)0, (unsigned short)t);
  atomic_add_u8(u8 + (t & 7), 1);
  atomicAdd_block(i32 + 4, 1);
  atomicAdd_system(i32 + 5, 1);
  atomicCAS_system(u64 + 5, 1ull, 2ull);
  atomicMax_block(u32 + 7, (unsigned)t);
#if CORPUS_SM90
  Pair expected{0, 0}, desired{(unsigned long long)t, ~0ull};
  Pair old = atomicCAS(p128, expected, desired);
  Pair ex = atomicExch(p128 + 1, old);
  u64[6] = ex.a ^ ex.b;
#endif
}

__global__ void textures(cudaTextureObject_t t1, cudaTextureObject_t t2, cudaTextureObject_t t3,
                         cudaTextureObject_t tl, cudaTextureObject_t tc, cudaSurfaceObject_t s2,
                         cudaSurfaceObject_t s3, float4* out, int w) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
  float u = (x + 0.5f) / w, v = (y + 0.5f) / w;
  float4 a = tex1Dfetch<float4>(t1, x);
  float4 b = tex2D<float4>(t2, u, v);
  float4 c = tex3D<float4>(t3, u, v, 0.5f);
  float4 d = tex2DLayered<float4>(tl, u, v, y & 3);
  float4 e = texCubemap<float4>(tc, u, v, 1.f);
  float4 f = tex2DLod<float4>(t2, u, v, 1.5f);
  float4 g = tex2DGrad<float4>(t2, u, v, make_float2(0.1f, 0), make_float2(0, 0.1f));
  float4 h = tex2Dgather<float4>(t2, u, v, 2);
  int4 si = tex1D<int4>(t1, u);
  float4 s = surf2Dread<float4>(s2, x * 16, y);
  surf2Dwrite(make_float4(a.x + b.y, c.z, d.w + e.x, f.y + g.z), s2, x * 16, y, cudaBoundaryModeClamp);
  uchar4 q = surf3Dread<uchar4>(s3, x * 4, y, 1, cudaBoundaryModeZero);
  surf3Dwrite(make_uchar4(q.w, q.z, q.y, q.x), s3, x * 4, y, 2);
  surf2DLayeredwrite(s.x, s2, x * 4, y, 0);
  out[x + y * w] = make_float4(s.x + h.x, s.y + si.x, s.z, s.w);
}

__global__ void child(int* data, int depth, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] += depth;
  if (i == 0) printf("child depth=%d n=%d first=%d ptr=%p\n", depth, n, data[0], data);
}

__global__ void parent(int* data, int n, int depth) {
  if (threadIdx.x == 0 && blockIdx.x == 0) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    child<<<(n + 127) / 128, 128, 0, s>>>(data, depth, n);
    if (depth < 3) parent<<<1, 32, 0, cudaStreamTailLaunch>>>(data, n, depth + 1);
    cudaError_t err = cudaGetLastError();
    cudaStreamDestroy(s);
    printf("parent depth %d launch %s %d %f %lld %c %s\n", depth, err == cudaSuccess ? "ok" : "failed", (int)err,
           3.5 * depth, (long long)n << 33, 'x' + depth, "tail");
  }
  assert(n >= 0);
}
