# MLBridge::client: the C/C++ compiler-side runner library, built from the kit's sources in the including project.
# It needs only a C++17 compiler and POSIX (no LLVM), so a compiler that is not LLVM can use it too.
if(NOT TARGET MLBridge::client)
  set(_mlb_client "${MLBRIDGE_NATIVE_DIR}/client")
  file(GLOB MLBRIDGE_CLIENT_SOURCES CONFIGURE_DEPENDS "${_mlb_client}/*.cpp")
  add_library(mlbridge_client STATIC ${MLBRIDGE_CLIENT_SOURCES})
  target_include_directories(mlbridge_client PUBLIC "${MLBRIDGE_INCLUDE_DIR}")
  target_compile_features(mlbridge_client PUBLIC cxx_std_17)
  target_compile_options(mlbridge_client PRIVATE -fno-exceptions -fno-rtti -Wall)
  set_target_properties(mlbridge_client PROPERTIES POSITION_INDEPENDENT_CODE ON)
  add_library(MLBridge::client ALIAS mlbridge_client)
endif()
