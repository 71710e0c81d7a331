// corpus_features.cuh - shared feature-test macros for the ptxlint real-PTX corpus.
//
// Every corpus .cu file must compile (nvcc -ptx) and assemble (ptxas) for every
// target that nvcc 13 supports: sm_75 ... sm_121, the arch-specific "a" variants
// and the family-specific "f" variants.  Code that needs a newer or more
// specialised target is wrapped in one of the CORPUS_HAS_* macros below, so it
// simply drops out of the PTX for targets that do not have it.
//
// Which macros nvcc 13 defines (checked with `nvcc --dryrun`):
//   sm_XX   : __CUDA_ARCH__=XX0
//   sm_XXf  : + __CUDA_ARCH_FAMILY_SPECIFIC__=XX0
//   sm_XXa  : + __CUDA_ARCH_FAMILY_SPECIFIC__=XX0, __CUDA_ARCH_SPECIFIC__=XX0,
//               __CUDA_ARCH_FEAT_SMXX_ALL
// The per-feature target lists were established by running ptxas 13.0 on small
// probe kernels for every target.
#pragma once

#ifdef __CUDA_ARCH__
#define CORPUS_ARCH __CUDA_ARCH__
#else
#define CORPUS_ARCH 0
#endif

#ifdef __CUDA_ARCH_FAMILY_SPECIFIC__
#define CORPUS_FAMILY __CUDA_ARCH_FAMILY_SPECIFIC__
#else
#define CORPUS_FAMILY 0
#endif

#ifdef __CUDA_ARCH_SPECIFIC__
#define CORPUS_SPECIFIC __CUDA_ARCH_SPECIFIC__
#else
#define CORPUS_SPECIFIC 0
#endif

// Generic (non-specific) capability levels.
#define CORPUS_SM80 (CORPUS_ARCH >= 800)   // cp.async, bf16, tf32, redux.sync, mma m16n8k16
#define CORPUS_SM86 (CORPUS_ARCH >= 860)   // min/max.xorsign.abs
#define CORPUS_SM89 (CORPUS_ARCH >= 890)   // fp8 (e4m3/e5m2) mma and cvt
#define CORPUS_SM90 (CORPUS_ARCH >= 900)   // clusters, TMA/bulk copy, elect.sync, stmatrix, griddepcontrol
#define CORPUS_SM100 (CORPUS_ARCH >= 1000) // st.bulk, clusterlaunchcontrol, f32x2, e2m1/ue8m0 cvt

// wgmma: sm_90a only.
#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
#define CORPUS_HAS_WGMMA 1
#else
#define CORPUS_HAS_WGMMA 0
#endif

// setmaxnreg and tensormap.replace: every "a" and "f" target (sm_90a and later).
#define CORPUS_HAS_SETMAXNREG (CORPUS_FAMILY >= 900)
#define CORPUS_HAS_TENSORMAP_REPLACE (CORPUS_FAMILY >= 900)

// tcgen05 (tensor memory): sm_100a/f, sm_103a/f, sm_110a/f.
#define CORPUS_HAS_TCGEN05 (CORPUS_FAMILY == 1000 || CORPUS_FAMILY == 1030 || CORPUS_FAMILY == 1100)
// tcgen05.shift: arch-specific targets only (sm_100a, sm_103a, sm_110a).
#define CORPUS_HAS_TCGEN05_SHIFT \
  (CORPUS_SPECIFIC == 1000 || CORPUS_SPECIFIC == 1030 || CORPUS_SPECIFIC == 1100)

// redux.sync on f32: sm_100a/f, sm_103a/f.
#define CORPUS_HAS_REDUX_F32 (CORPUS_FAMILY == 1000 || CORPUS_FAMILY == 1030)

// mma.sync ... kind::f8f6f4 / block_scale (consumer Blackwell): sm_120a/f, sm_121a/f.
#define CORPUS_HAS_MMA_KIND (CORPUS_FAMILY == 1200 || CORPUS_FAMILY == 1210)

// cvt to/from e2m1x2 (fp4), e2m3x2/e3m2x2 (fp6) and ue8m0x2: sm_100+ "a"/"f" targets.
#define CORPUS_HAS_FP4_CVT (CORPUS_FAMILY >= 1000)
// cvt.rs (stochastic rounding): sm_100a and sm_103a only.
#define CORPUS_HAS_CVT_RS (CORPUS_SPECIFIC == 1000 || CORPUS_SPECIFIC == 1030)

// cp.async.bulk{.tensor} .multicast::cluster: legal on every sm_90+ target, but
// ptxas prints a performance advisory except on sm_90a, sm_100a/f, sm_103a/f
// and sm_110a/f, so the corpus only uses it there.
#define CORPUS_HAS_TMA_MULTICAST \
  (CORPUS_FAMILY == 900 || CORPUS_FAMILY == 1000 || CORPUS_FAMILY == 1030 || CORPUS_FAMILY == 1100)

// tcgen05.mma .kind::i8: sm_100a and sm_110a only.
#define CORPUS_HAS_TCGEN05_I8 (CORPUS_SPECIFIC == 1000 || CORPUS_SPECIFIC == 1100)
// tcgen05.ld.red: sm_103a/f and sm_110a/f.
#define CORPUS_HAS_TCGEN05_LDRED (CORPUS_FAMILY == 1030 || CORPUS_FAMILY == 1100)
